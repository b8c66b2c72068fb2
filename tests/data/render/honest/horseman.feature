@znamenosets
Feature: The horseman's strength
  A chapter small enough to run and build in seconds: the horseman's scenarios fail
  when its strength changes, the archer's do not.

  Background:
    Given the board:
      | cell | warrior         | side  |
      | d4   | horseman        | blue  |
      | d5   | archer          | green |
      | a1   | standard-bearer | blue  |
      | g8   | standard-bearer | green |

  @ZN-3.5
  Scenario: A horseman has strength 4
    Then the warrior at d4 has strength 4

  @ZN-3.5
  Scenario: An archer has strength 4
    Then the warrior at d5 has strength 4

  @ZN-8.2 @ZN-8.6
  Scenario Outline: The warrior at <attacker> attacks with strength <strength>
    Given blue is to play in the attack phase
    Then the attack strength of the warrior at <attacker> against the warrior at <target> is <strength>

    Examples:
      | attacker | target | strength |
      | d4       | d5     | 5        |
