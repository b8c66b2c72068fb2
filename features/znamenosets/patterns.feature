@znamenosets
Feature: Attack patterns and special abilities
  Each type attacks its own set of cells; the archer shoots further and the pikeman also diagonally.
  The pikeman hurts a heavy infantryman twice; the berserker may strike two enemies at once.

  @ZN-9.1 @ZN-9.2 @ZN-9.4 @ZN-3.1 @ZN-8.1
  Scenario Outline: The <kind> on d4 can attack <targets>
    Given the board:
      | cell | warrior         | side  |
      | d4   | <kind>          | blue  |
      | d5   | pikeman         | green |
      | c5   | pikeman         | green |
      | f4   | pikeman         | green |
      | d2   | pikeman         | green |
      | a1   | standard-bearer | blue  |
      | g8   | standard-bearer | green |
    And blue is to play in the attack phase
    Then the warrior at d4 can attack: <targets>

    Examples:
      | kind              | targets        |
      | heavy infantryman | d5             |
      | standard-bearer   | d5             |
      | horseman          | d5             |
      | berserker         | d5             |
      | archer            | d5, c5, f4, d2 |
      | pikeman           | d5, c5         |

  @ZN-9.1 @ZN-9.2 @ZN-9.4
  Scenario Outline: The <kind> on d4 may not attack <target>
    Given the board:
      | cell     | warrior         | side  |
      | d4       | <kind>          | blue  |
      | c4       | pikeman         | green |
      | <target> | pikeman         | green |
      | a1       | standard-bearer | blue  |
      | g8       | standard-bearer | green |
    And blue is to play in the attack phase
    When the warrior at d4 attacks the warrior at <target>
    Then the action is refused under rule <rule>
    And the warrior at <target> has 0 wounds

    Examples:
      | kind              | target | rule   |
      | heavy infantryman | e5     | ZN-9.1 |
      | standard-bearer   | d6     | ZN-9.1 |
      | horseman          | c3     | ZN-9.1 |
      | archer            | d7     | ZN-9.2 |
      | archer            | f6     | ZN-9.2 |
      | pikeman           | d6     | ZN-9.4 |

  @ZN-9.3
  Scenario: An archer cannot shoot through an adjacent enemy
    Given the board:
      | cell | warrior           | side  |
      | d4   | archer            | blue  |
      | d5   | heavy infantryman | green |
      | d6   | pikeman           | green |
      | c4   | pikeman           | green |
      | a1   | standard-bearer   | blue  |
      | g8   | standard-bearer   | green |
    And blue is to play in the attack phase
    When the warrior at d4 attacks the warrior at d6
    Then the action is refused under rule ZN-9.3
    And the warrior at d6 has 0 wounds

  @ZN-9.2 @ZN-9.3 @ZN-C.6
  Scenario: An archer shoots past a friend but not past an enemy
    Given the board:
      | cell | warrior         | side  |
      | d4   | archer          | blue  |
      | d5   | pikeman         | green |
      | d6   | pikeman         | green |
      | c4   | pikeman         | blue  |
      | b4   | pikeman         | green |
      | f4   | archer          | green |
      | a1   | standard-bearer | blue  |
      | g8   | standard-bearer | green |
    And blue is to play in the attack phase
    Then the warrior at d4 can attack: d5, b4, f4

  @ZN-9.3 @ZN-9.2
  Scenario: An archer may shoot the adjacent enemy that blocks it
    Given the board:
      | cell | warrior         | side  |
      | d4   | archer          | blue  |
      | d5   | pikeman         | green |
      | d6   | pikeman         | green |
      | a1   | standard-bearer | blue  |
      | g8   | standard-bearer | green |
    And blue is to play in the attack phase
    When the warrior at d4 attacks the warrior at d5
    Then the warrior at d5 has 1 wound
    And the warrior at d6 has 0 wounds

  @ZN-9.5 @ZN-C.1
  Scenario: A pikeman deals two wounds to a heavy infantryman
    Given the pikeman has strength 6
    And the board:
      | cell | warrior           | side  |
      | d4   | pikeman           | blue  |
      | d5   | heavy infantryman | green |
      | a1   | standard-bearer   | blue  |
      | g8   | standard-bearer   | green |
    And blue is to play in the attack phase
    When the warrior at d4 attacks the warrior at d5
    Then the warrior at d5 is a green heavy infantryman with 2 wounds
    And the warrior at d4 is a blue pikeman with 0 wounds

  @ZN-9.5 @ZN-7.4 @ZN-8.7
  Scenario: A pikeman of a moved line kills a heavy infantryman with two wounds
    Given the board:
      | cell | warrior           | side  | wounds |
      | c3   | standard-bearer   | blue  | 0      |
      | c4   | pikeman           | blue  | 0      |
      | e4   | heavy infantryman | green | 2      |
      | g8   | standard-bearer   | green | 0      |
    When the line from c3 to c4 moves 1 cell right
    Then the attack strength of the warrior at d4 against the warrior at e4 is 4
    When the warrior at d4 attacks the warrior at e4
    Then the cell e4 is empty
    And the warrior at d4 is a blue pikeman with 0 wounds

  @ZN-9.5 @ZN-C.7 @ZN-C.11 @ZN-8.5
  Scenario: A pikeman attacks a heavy infantryman whose current strength equals its attack strength
    Given the board:
      | cell | warrior           | side  | wounds |
      | c3   | standard-bearer   | blue  | 0      |
      | c4   | pikeman           | blue  | 0      |
      | e4   | heavy infantryman | green | 1      |
      | g8   | standard-bearer   | green | 0      |
    When the line from c3 to c4 moves 1 cell right
    And the warrior at d4 attacks the warrior at e4
    Then the warrior at e4 is a green heavy infantryman with 3 wounds
    And the warrior at d4 is a blue pikeman with 1 wound

  @ZN-9.5 @ZN-8.4
  Scenario: A pikeman deals only one wound to a standard-bearer
    Given the board:
      | cell | warrior         | side  | wounds |
      | d4   | pikeman         | blue  | 0      |
      | e5   | standard-bearer | green | 1      |
      | a1   | standard-bearer | blue  | 0      |
      | g8   | standard-bearer | green | 0      |
    And blue is to play in the attack phase
    When the warrior at d4 attacks the warrior at e5
    Then the warrior at e5 is a green standard-bearer with 2 wounds
    And the warrior at d4 is a blue pikeman with 0 wounds

  @ZN-9.6
  Scenario: A berserker strikes two enemies at once
    Given the board:
      | cell | warrior         | side  |
      | d4   | berserker       | blue  |
      | d5   | pikeman         | green |
      | e4   | archer          | green |
      | a1   | standard-bearer | blue  |
      | g8   | standard-bearer | green |
    And blue is to play in the attack phase
    When the warrior at d4 attacks the warriors at d5 and e4
    Then the warrior at d5 is a green pikeman with 1 wound
    And the warrior at e4 is a green archer with 1 wound
    And the warrior at d4 is a blue berserker with 1 wound
    And green is to play in the movement phase

  @ZN-9.6 @ZN-8.5
  Scenario: An equal target of the double blow adds a counter-wound
    Given the board:
      | cell | warrior         | side  |
      | d4   | berserker       | blue  |
      | d5   | horseman        | green |
      | c4   | pikeman         | green |
      | a1   | standard-bearer | blue  |
      | g8   | standard-bearer | green |
    And blue is to play in the attack phase
    When the warrior at d4 attacks the warriors at d5 and c4
    Then the warrior at d5 is a green horseman with 1 wound
    And the warrior at c4 is a green pikeman with 1 wound
    And the warrior at d4 is a blue berserker with 2 wounds

  @ZN-9.6 @ZN-8.5 @ZN-8.7 @ZN-C.11
  Scenario: A double blow on two equal enemies kills the berserker
    Given the board:
      | cell | warrior         | side  |
      | d4   | berserker       | blue  |
      | d5   | horseman        | green |
      | d3   | horseman        | green |
      | a1   | standard-bearer | blue  |
      | g8   | standard-bearer | green |
    And blue is to play in the attack phase
    When the warrior at d4 attacks the warriors at d5 and d3
    Then the cell d4 is empty
    And the warrior at d5 is a green horseman with 1 wound
    And the warrior at d3 is a green horseman with 1 wound

  @ZN-9.6 @ZN-9.1
  Scenario: The double blow is optional
    Given the board:
      | cell | warrior         | side  |
      | d4   | berserker       | blue  |
      | d5   | pikeman         | green |
      | e4   | archer          | green |
      | a1   | standard-bearer | blue  |
      | g8   | standard-bearer | green |
    And blue is to play in the attack phase
    When the warrior at d4 attacks the warrior at d5
    Then the warrior at d5 has 1 wound
    And the warrior at e4 has 0 wounds
    And the warrior at d4 is a blue berserker with 0 wounds

  @ZN-9.6
  Scenario: A double blow may not reach a diagonal enemy
    Given the board:
      | cell | warrior         | side  |
      | d4   | berserker       | blue  |
      | d5   | pikeman         | green |
      | e5   | pikeman         | green |
      | a1   | standard-bearer | blue  |
      | g8   | standard-bearer | green |
    And blue is to play in the attack phase
    When the warrior at d4 attacks the warriors at d5 and e5
    Then the action is refused under rule ZN-9.6
    And the warrior at d5 has 0 wounds
    And the warrior at d4 has 0 wounds

  @ZN-9.6
  Scenario: A double blow may not strike one enemy twice
    Given the board:
      | cell | warrior         | side  |
      | d4   | berserker       | blue  |
      | d5   | pikeman         | green |
      | a1   | standard-bearer | blue  |
      | g8   | standard-bearer | green |
    And blue is to play in the attack phase
    When the warrior at d4 attacks the warriors at d5 and d5
    Then the action is refused under rule ZN-9.6
    And the warrior at d5 has 0 wounds

  @ZN-9.6
  Scenario: Only a berserker may strike two enemies
    Given the board:
      | cell | warrior           | side  |
      | d4   | heavy infantryman | blue  |
      | d5   | pikeman           | green |
      | e4   | pikeman           | green |
      | a1   | standard-bearer   | blue  |
      | g8   | standard-bearer   | green |
    And blue is to play in the attack phase
    When the warrior at d4 attacks the warriors at d5 and e4
    Then the action is refused under rule ZN-9.6
    And the warrior at d5 has 0 wounds
    And the warrior at e4 has 0 wounds

  @ZN-9.6 @ZN-8.3
  Scenario: Each target of a double blow must be weak enough
    Given the board:
      | cell | warrior           | side  |
      | d4   | berserker         | blue  |
      | d5   | pikeman           | green |
      | e4   | heavy infantryman | green |
      | a1   | standard-bearer   | blue  |
      | g8   | standard-bearer   | green |
    And blue is to play in the attack phase
    When the warrior at d4 attacks the warriors at d5 and e4
    Then the action is refused under rule ZN-8.3
    And the warrior at d5 has 0 wounds
    And the warrior at d4 has 0 wounds

  @ZN-9.4 @ZN-9.2
  Scenario Outline: The <kind> on d4 does not reach two cells away diagonally
    Given the board:
      | cell | warrior         | side  |
      | d4   | <kind>          | blue  |
      | b2   | pikeman         | green |
      | f6   | pikeman         | green |
      | b6   | archer          | green |
      | f2   | archer          | green |
      | e5   | pikeman         | green |
      | a1   | standard-bearer | blue  |
      | g8   | standard-bearer | green |
    And blue is to play in the attack phase
    Then the warrior at d4 can attack: e5
    When the warrior at d4 attacks the warrior at f6
    Then the action is refused under rule <rule>
    And the warrior at f6 has 0 wounds

    Examples:
      | kind    | rule   |
      | pikeman | ZN-9.4 |
      | archer  | ZN-9.2 |
