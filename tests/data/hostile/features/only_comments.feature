# A file of comments only
#   Feature: commented out
