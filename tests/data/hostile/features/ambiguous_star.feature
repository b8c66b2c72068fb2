Feature: A star step that reads as Given and as Then
  Scenario: Which is it?
    * blue is to play in the attack phase
