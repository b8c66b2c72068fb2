Feature: A scenario without steps
  Scenario: Nothing is asked
