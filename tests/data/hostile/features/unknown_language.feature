# language: xx
Feature: A language nobody knows
  Scenario: Any
    Given the board:
