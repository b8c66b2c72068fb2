Feature: A table indented with tabs
	Scenario: Tabs indent the steps and pad the cells
		Given the board:
			|	cell	|	warrior	|	side	|
			|	c3	|	archer	|	blue	|
			|	c4	|	pikeman	|	green	|
			|	a1	|	standard-bearer	|	blue	|
			|	g8	|	standard-bearer	|	green	|
		Then the warrior at c3 is a blue archer with 0 wounds
		And the warrior at c4 is a green pikeman with 0 wounds
		And green has 2 warriors
