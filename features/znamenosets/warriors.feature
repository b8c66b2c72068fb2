@znamenosets
Feature: Warriors
  Each warrior type has a base strength, a health, a troop class, a movement and an attack pattern.
  Wounds lower a warrior's current strength.

  @ZN-3.1 @ZN-3.3 @ZN-C.1 @ZN-C.2
  Scenario Outline: The unwounded <kind> has base strength <strength>
    Given the board:
      | cell | warrior         | side  |
      | d4   | <kind>          | blue  |
      | a1   | standard-bearer | blue  |
      | g8   | standard-bearer | green |
    Then the warrior at d4 has strength <strength>

    Examples:
      | kind              | strength |
      | archer            | 4        |
      | berserker         | 4        |
      | heavy infantryman | 5        |
      | standard-bearer   | 3        |
      | horseman          | 4        |
      | pikeman           | 3        |

  @ZN-3.1 @ZN-3.3 @ZN-8.7
  Scenario Outline: The <kind> with <wounds> wounds is killed by one more wound
    Given the board:
      | cell | warrior           | side  | wounds   |
      | d4   | heavy infantryman | blue  | 0        |
      | d5   | <kind>            | green | <wounds> |
      | a1   | standard-bearer   | blue  | 0        |
      | g8   | standard-bearer   | green | 0        |
    And blue is to play in the attack phase
    When the warrior at d4 attacks the warrior at d5
    Then the cell d5 is empty
    And the warrior at d4 is a blue heavy infantryman with 0 wounds

    Examples:
      | kind              | wounds |
      | archer            | 1      |
      | berserker         | 2      |
      | heavy infantryman | 3      |
      | standard-bearer   | 2      |
      | horseman          | 2      |
      | pikeman           | 1      |

  @ZN-3.5
  Scenario Outline: The <kind> with <wounds> wounds has current strength <strength>
    Given the board:
      | cell | warrior         | side  | wounds   |
      | d4   | <kind>          | blue  | <wounds> |
      | a1   | standard-bearer | blue  | 0        |
      | g8   | standard-bearer | green | 0        |
    Then the warrior at d4 has strength <strength>

    Examples:
      | kind              | wounds | strength |
      | archer            | 1      | 3        |
      | heavy infantryman | 3      | 2        |
      | standard-bearer   | 2      | 1        |

  @ZN-3.5 @ZN-8.4 @ZN-8.7
  Scenario: A wound taken in an attack lowers current strength by one
    Given the board:
      | cell | warrior         | side  |
      | d4   | horseman        | blue  |
      | d5   | archer          | green |
      | a1   | standard-bearer | blue  |
      | g8   | standard-bearer | green |
    And blue is to play in the attack phase
    When the warrior at d4 attacks the warrior at d5
    Then the warrior at d5 has 1 wound
    And the warrior at d5 has strength 3

  @ZN-3.5
  Scenario: Current strength never drops below zero
    Given the horseman has strength 1
    And the board:
      | cell | warrior         | side  | wounds |
      | d4   | horseman        | blue  | 2      |
      | a1   | standard-bearer | blue  | 0      |
      | g8   | standard-bearer | green | 0      |
    Then the warrior at d4 has strength 0

  @ZN-3.2 @ZN-8.6
  Scenario: Two light warriors give each other no class bonus
    Given the board:
      | cell | warrior         | side  |
      | d4   | archer          | blue  |
      | d5   | pikeman         | green |
      | e4   | pikeman         | blue  |
      | e5   | archer          | green |
      | a1   | standard-bearer | blue  |
      | g8   | standard-bearer | green |
    Then the attack strength of the warrior at d4 against the warrior at d5 is 4
    And the attack strength of the warrior at e4 against the warrior at e5 is 3
