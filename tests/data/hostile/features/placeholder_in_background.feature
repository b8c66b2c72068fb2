Feature: A placeholder in a background
  Background:
    Given the board:
      | cell   | warrior         | side  |
      | <cell> | archer          | blue  |

  Scenario: Any
    Then the game is not over
