@znamenosets @demo-feature
Feature: Gherkin as written
  Every line below must reach the page as the file has it.

  Background:
    Given the board:
      | cell | warrior         | side  |
      | a1   | standard-bearer | blue  |
      | g8   | standard-bearer | green |
      | c3   | archer          | blue  |

  @example @source:attack-bonuses @ZN-6.1
  Scenario: The attacker's "first" walk -- as written...
    When the warrior at c3 moves to c5
    Then the game is not over
      """markdown
      The attacker's "doc string" -- with 'quotes'...
      """
      | cell | note          |
      | a\nb | c\\d and e\|f |

  Rule: A rule of the feature
    The rule's scenarios stand inside it.

    Background:
      Given the board:
        | cell | warrior         | side  |
        | a1   | standard-bearer | blue  |
        | g8   | standard-bearer | green |

    @ZN-6.2
    Scenario: A scenario inside the rule
      Then the game is not over

    @ZN-6.2
    Scenario: A scenario with no steps

    @ZN-6.2
    Scenario Outline: An outline whose examples have no rows
      Then the warrior at <cell> has 0 wounds

      Examples:
        | cell |

    @ZN-6.2
    Scenario Outline: An outline whose examples have no table
      Then the warrior at <cell> has 0 wounds

      Examples:

  Rule: A rule with nothing in it

  @ZN-C.15
  Scenario: A star step
    * the game is not over
