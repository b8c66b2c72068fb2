# only a comment: the parser accepts it, and finds no feature
