@znamenosets
Feature: Attack
  A warrior attacks an enemy when its attack strength is at least the enemy's current strength.
  An attack strength equal to the target's current strength wounds both warriors; class bonuses count only in attack.

  @example @source:attack @ZN-3.5 @ZN-C.1
  Scenario: Worked example — a heavy infantryman with two wounds has current strength 3
    Given the board:
      | cell | warrior           | side  | wounds |
      | d4   | heavy infantryman | blue  | 2      |
      | a1   | standard-bearer   | blue  | 0      |
      | g8   | standard-bearer   | green | 0      |
    Then the warrior at d4 has strength 3

  @example @source:attack-bonuses @ZN-8.2 @ZN-8.4 @ZN-8.6 @ZN-C.8
  Scenario: Worked example — a horseman of base strength 4 attacks an archer of base strength 4
    Given the board:
      | cell | warrior         | side  |
      | d4   | horseman        | blue  |
      | d5   | archer          | green |
      | a1   | standard-bearer | blue  |
      | g8   | standard-bearer | green |
    And blue is to play in the attack phase
    Then the attack strength of the warrior at d4 against the warrior at d5 is 5
    When the warrior at d4 attacks the warrior at d5
    Then the warrior at d5 is a green archer with 1 wound
    And the warrior at d4 is a blue horseman with 0 wounds

  @example @source:attack-bonuses @ZN-8.2 @ZN-8.4 @ZN-8.6
  Scenario: Worked example — an archer of base strength 4 attacks a pikeman of base strength 3
    Given the board:
      | cell | warrior         | side  |
      | d4   | archer          | blue  |
      | d5   | pikeman         | green |
      | a1   | standard-bearer | blue  |
      | g8   | standard-bearer | green |
    And blue is to play in the attack phase
    Then the attack strength of the warrior at d4 against the warrior at d5 is 4
    When the warrior at d4 attacks the warrior at d5
    Then the warrior at d5 is a green pikeman with 1 wound
    And the warrior at d4 is a blue archer with 0 wounds

  @ZN-8.2 @ZN-8.6 @ZN-3.2
  Scenario Outline: The <attacker> attacks the <target> with attack strength <strength>
    Given the board:
      | cell | warrior         | side  |
      | d4   | <attacker>      | blue  |
      | d5   | <target>        | green |
      | a1   | standard-bearer | blue  |
      | g8   | standard-bearer | green |
    Then the attack strength of the warrior at d4 against the warrior at d5 is <strength>

    Examples:
      | attacker          | target            | strength |
      | heavy infantryman | pikeman           | 6        |
      | standard-bearer   | horseman          | 4        |
      | heavy infantryman | standard-bearer   | 5        |
      | horseman          | pikeman           | 5        |
      | berserker         | horseman          | 4        |
      | berserker         | heavy infantryman | 4        |
      | pikeman           | archer            | 3        |
      | archer            | berserker         | 4        |
      | pikeman           | standard-bearer   | 3        |

  @ZN-8.2
  Scenario: Wounds lower the attack strength too
    Given the board:
      | cell | warrior         | side  | wounds |
      | d4   | horseman        | blue  | 1      |
      | d5   | archer          | green | 0      |
      | a1   | standard-bearer | blue  | 0      |
      | g8   | standard-bearer | green | 0      |
    Then the attack strength of the warrior at d4 against the warrior at d5 is 4

  @ZN-8.3
  Scenario Outline: The <attacker> with <wounds> wounds is too weak to attack the <target>
    Given the board:
      | cell | warrior         | side  | wounds   |
      | d4   | <attacker>      | blue  | <wounds> |
      | d5   | <target>        | green | 0        |
      | c4   | pikeman         | green | 1        |
      | a1   | standard-bearer | blue  | 0        |
      | g8   | standard-bearer | green | 0        |
    And blue is to play in the attack phase
    When the warrior at d4 attacks the warrior at d5
    Then the action is refused under rule ZN-8.3
    And the warrior at d5 has 0 wounds
    And blue is to play in the attack phase

    Examples:
      | attacker        | wounds | target            |
      | pikeman         | 0      | heavy infantryman |
      | standard-bearer | 0      | heavy infantryman |
      | berserker       | 0      | heavy infantryman |
      | horseman        | 2      | archer            |

  @ZN-8.3 @ZN-8.6 @ZN-8.5
  Scenario: A class bonus never helps the defender
    Given the board:
      | cell | warrior         | side  |
      | d4   | pikeman         | blue  |
      | d5   | standard-bearer | green |
      | a1   | standard-bearer | blue  |
      | g8   | standard-bearer | green |
    And blue is to play in the attack phase
    When the warrior at d4 attacks the warrior at d5
    Then the warrior at d5 is a green standard-bearer with 1 wound
    And the warrior at d4 is a blue pikeman with 1 wound

  @ZN-8.5 @ZN-C.11 @ZN-8.3
  Scenario: An attack strength equal to the target's current strength wounds both warriors
    Given the board:
      | cell | warrior           | side  |
      | d4   | heavy infantryman | blue  |
      | d5   | heavy infantryman | green |
      | a1   | standard-bearer   | blue  |
      | g8   | standard-bearer   | green |
    And blue is to play in the attack phase
    When the warrior at d4 attacks the warrior at d5
    Then the warrior at d5 is a green heavy infantryman with 1 wound
    And the warrior at d4 is a blue heavy infantryman with 1 wound

  @ZN-8.5 @ZN-8.3
  Scenario: An attack one stronger than the target's current strength wounds the target alone
    Given the board:
      | cell | warrior           | side  | wounds |
      | d4   | heavy infantryman | blue  | 0      |
      | d5   | heavy infantryman | green | 1      |
      | a1   | standard-bearer   | blue  | 0      |
      | g8   | standard-bearer   | green | 0      |
    And blue is to play in the attack phase
    When the warrior at d4 attacks the warrior at d5
    Then the warrior at d5 is a green heavy infantryman with 2 wounds
    And the warrior at d4 is a blue heavy infantryman with 0 wounds

  @ZN-8.5 @ZN-9.2
  Scenario: An archer shooting an equal enemy two cells away is wounded too
    Given the board:
      | cell | warrior         | side  |
      | d2   | archer          | blue  |
      | d4   | horseman        | green |
      | a1   | standard-bearer | blue  |
      | g8   | standard-bearer | green |
    And blue is to play in the attack phase
    When the warrior at d2 attacks the warrior at d4
    Then the warrior at d4 is a green horseman with 1 wound
    And the warrior at d2 is a blue archer with 1 wound

  @ZN-8.5 @ZN-9.4
  Scenario: A pikeman attacking an equal pikeman diagonally is wounded too
    Given the board:
      | cell | warrior         | side  |
      | d4   | pikeman         | blue  |
      | e5   | pikeman         | green |
      | a1   | standard-bearer | blue  |
      | g8   | standard-bearer | green |
    And blue is to play in the attack phase
    When the warrior at d4 attacks the warrior at e5
    Then the warrior at e5 is a green pikeman with 1 wound
    And the warrior at d4 is a blue pikeman with 1 wound

  @ZN-8.5 @ZN-8.7 @ZN-C.11
  Scenario: The counter-wound may kill the attacker
    Given the board:
      | cell | warrior         | side  | wounds |
      | d4   | archer          | blue  | 1      |
      | d5   | pikeman         | green | 0      |
      | a1   | standard-bearer | blue  | 0      |
      | g8   | standard-bearer | green | 0      |
    And blue is to play in the attack phase
    When the warrior at d4 attacks the warrior at d5
    Then the cell d4 is empty
    And the warrior at d5 is a green pikeman with 1 wound
    And blue has 1 warrior

  @ZN-8.1
  Scenario: A warrior may not attack a friend
    Given the board:
      | cell | warrior           | side  |
      | d4   | heavy infantryman | blue  |
      | d5   | pikeman           | blue  |
      | c4   | pikeman           | green |
      | a1   | standard-bearer   | blue  |
      | g8   | standard-bearer   | green |
    And blue is to play in the attack phase
    When the warrior at d4 attacks the warrior at d5
    Then the action is refused under rule ZN-8.1
    And the warrior at d5 has 0 wounds

  @ZN-8.1
  Scenario: Blue may not attack with a green warrior
    Given the board:
      | cell | warrior           | side  |
      | d4   | heavy infantryman | blue  |
      | d5   | heavy infantryman | green |
      | c4   | pikeman           | green |
      | a1   | standard-bearer   | blue  |
      | g8   | standard-bearer   | green |
    And blue is to play in the attack phase
    When the warrior at d5 attacks the warrior at d4
    Then the action is refused under rule ZN-8.1
    And the warrior at d4 has 0 wounds

  @ZN-8.1
  Scenario: An attack on an empty cell is refused
    Given the board:
      | cell | warrior           | side  |
      | d4   | heavy infantryman | blue  |
      | c4   | pikeman           | green |
      | a1   | standard-bearer   | blue  |
      | g8   | standard-bearer   | green |
    And blue is to play in the attack phase
    When the warrior at d4 attacks the warrior at d5
    Then the action is refused under rule ZN-8.1
    And blue is to play in the attack phase
