@znamenosets
Feature: The board
  The board has 7 columns (a to g) and 8 rows (1 to 8).
  Each cell holds at most one warrior.

  @ZN-2.1 @ZN-6.3
  Scenario: A lone horseman reaches every free cell of the 56
    Given the board:
      | cell | warrior         | side  |
      | d4   | horseman        | blue  |
      | a1   | standard-bearer | blue  |
      | g8   | standard-bearer | green |
    Then the warrior at d4 can move to 53 cells

  @ZN-2.1 @ZN-6.1
  Scenario: An archer in corner a8 stays on the board
    Given the board:
      | cell | warrior         | side  |
      | a8   | archer          | blue  |
      | b8   | pikeman         | blue  |
      | a1   | standard-bearer | blue  |
      | g1   | standard-bearer | green |
    Then the warrior at a8 can move to: a7, a6, a5, b7, b6, c7

  @ZN-2.1 @ZN-6.2
  Scenario: A warrior cannot step past column g
    Given the board:
      | cell | warrior           | side  |
      | g4   | heavy infantryman | blue  |
      | a1   | standard-bearer   | blue  |
      | g8   | standard-bearer   | green |
    When the warrior at g4 moves to h4
    Then the action is refused under rule ZN-6.2
    And the warrior at g4 is a blue heavy infantryman with 0 wounds

  @ZN-2.1 @ZN-6.2
  Scenario: A warrior cannot step past row 8
    Given the board:
      | cell | warrior         | side  |
      | d7   | pikeman         | blue  |
      | a1   | standard-bearer | blue  |
      | g8   | standard-bearer | green |
    When the warrior at d7 moves to d9
    Then the action is refused under rule ZN-6.2
    And the warrior at d7 is a blue pikeman with 0 wounds

  @ZN-2.2
  Scenario: Blue may walk into green's territory
    Given the board:
      | cell | warrior         | side  |
      | d4   | pikeman         | blue  |
      | a1   | standard-bearer | blue  |
      | g8   | standard-bearer | green |
    When the warrior at d4 moves to d7
    Then the warrior at d7 is a blue pikeman with 0 wounds
    And the cell d4 is empty

  @ZN-2.3 @ZN-6.2
  Scenario: A cell holds at most one warrior
    Given the board:
      | cell | warrior           | side  |
      | d4   | heavy infantryman | blue  |
      | d5   | archer            | blue  |
      | a1   | standard-bearer   | blue  |
      | g8   | standard-bearer   | green |
    When the warrior at d4 moves to d5
    Then the action is refused under rule ZN-6.2
    And the board is:
      | cell | warrior           | side  |
      | d4   | heavy infantryman | blue  |
      | d5   | archer            | blue  |
      | a1   | standard-bearer   | blue  |
      | g8   | standard-bearer   | green |

  @ZN-2.3
  Scenario: A moved warrior leaves its old cell empty
    Given the board:
      | cell | warrior         | side  |
      | c3   | archer          | blue  |
      | a1   | standard-bearer | blue  |
      | g8   | standard-bearer | green |
    When the warrior at c3 moves to e3
    Then the board is:
      | cell | warrior         | side  |
      | e3   | archer          | blue  |
      | a1   | standard-bearer | blue  |
      | g8   | standard-bearer | green |

  @ZN-2.3 @ZN-8.7
  Scenario: A killed warrior leaves the board
    Given the board:
      | cell | warrior         | side  | wounds |
      | d4   | horseman        | blue  | 0      |
      | d5   | archer          | green | 1      |
      | a1   | standard-bearer | blue  | 0      |
      | g8   | standard-bearer | green | 0      |
    And blue is to play in the attack phase
    When the warrior at d4 attacks the warrior at d5
    Then the board is:
      | cell | warrior         | side  | wounds |
      | d4   | horseman        | blue  | 0      |
      | a1   | standard-bearer | blue  | 0      |
      | g8   | standard-bearer | green | 0      |
