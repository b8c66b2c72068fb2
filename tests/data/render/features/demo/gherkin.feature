@znamenosets @demo-feature
Feature: Every Gherkin construct
  A feature that uses every construct the books can draw.

  Background:
    Given the board:
      | cell | warrior         | side  |
      | a1   | standard-bearer | blue  |
      | g8   | standard-bearer | green |
      | c3   | archer          | blue  |

  @ZN-6.1
  Scenario: A plain scenario with a table and a doc string
    An archer walks up the board.

    When the warrior at c3 moves to c5
    Then the game is not over
      """
      The doc string stays as it is.
      """

  @ZN-6.1 @ZN-C.15
  Scenario Outline: An outline walks <steps> cells
    When the warrior at c3 moves to <target>
    Then the warrior at <target> has 0 wounds

    @row-tag
    Examples: Short walks
      | steps | target |
      | 1     | c4     |
      | 2     | c5     |

  @ZN-6.1
  Scenario: A scenario whose expectation is wrong
    When the warrior at c3 moves to c4
    Then the warrior at c4 has 1 wounds

  @ZN-6.2
  Scenario: An unexpected refusal names its rule
    When the warrior at c3 moves to c8
    Then the game is not over

  @demo-rule-tag
  Rule: A rule of the feature
    The rule groups scenarios.

    @ZN-6.2
    Scenario: A scenario inside the rule
      When the warrior at c3 moves to c8
      Then the action is refused under rule ZN-6.1
