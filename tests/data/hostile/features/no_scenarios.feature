Feature: A feature without scenarios
  Only a description.
