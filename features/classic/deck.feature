@classic
Feature: Battle Deck rules
  A Battle Deck holds 20 to 40 cards of the hero's faction (mercenary characters too), one
  character of a name and two support cards of a name at most, and at least half of it
  characters.

  Background:
    Given the deck's hero is Paladin of the Alliance of the Unicorn

  @LS1-3.1 @LS1-3.5 @LS1-3.2
  Scenario: Twenty cards, half of them characters, make a legal deck
    Given the Battle Deck:
      | card         | type      | copies |
      | Recruit 1    | character | 1      |
      | Recruit 2    | character | 1      |
      | Recruit 3    | character | 1      |
      | Recruit 4    | character | 1      |
      | Recruit 5    | character | 1      |
      | Recruit 6    | character | 1      |
      | Recruit 7    | character | 1      |
      | Recruit 8    | character | 1      |
      | Recruit 9    | character | 1      |
      | Recruit 10   | character | 1      |
      | Firebolt     | spell     | 2      |
      | Smite        | spell     | 2      |
      | Heavy Plate  | relic     | 2      |
      | Tower Shield | relic     | 2      |
      | Secret Bribe | tactic    | 2      |
    When the Battle Deck is checked
    Then the Battle Deck is legal

  @LS1-3.1
  Scenario: Nineteen cards are too few
    Given the Battle Deck:
      | card         | type      | copies |
      | Recruit 1    | character | 1      |
      | Recruit 2    | character | 1      |
      | Recruit 3    | character | 1      |
      | Recruit 4    | character | 1      |
      | Recruit 5    | character | 1      |
      | Recruit 6    | character | 1      |
      | Recruit 7    | character | 1      |
      | Recruit 8    | character | 1      |
      | Recruit 9    | character | 1      |
      | Recruit 10   | character | 1      |
      | Firebolt     | spell     | 2      |
      | Smite        | spell     | 2      |
      | Heavy Plate  | relic     | 2      |
      | Tower Shield | relic     | 2      |
      | Secret Bribe | tactic    | 1      |
    When the Battle Deck is checked
    Then the Battle Deck breaks rule LS1-3.1
    And the Battle Deck breaks no other rule

  @LS1-3.1
  Scenario: Forty cards make a legal deck
    Given the Battle Deck:
      | card         | type      | copies |
      | Recruit 1    | character | 1      |
      | Recruit 2    | character | 1      |
      | Recruit 3    | character | 1      |
      | Recruit 4    | character | 1      |
      | Recruit 5    | character | 1      |
      | Recruit 6    | character | 1      |
      | Recruit 7    | character | 1      |
      | Recruit 8    | character | 1      |
      | Recruit 9    | character | 1      |
      | Recruit 10   | character | 1      |
      | Recruit 11   | character | 1      |
      | Recruit 12   | character | 1      |
      | Knight       | character | 1      |
      | Archer       | character | 1      |
      | Guard        | character | 1      |
      | Scout        | character | 1      |
      | Ogre         | character | 1      |
      | Wolf         | character | 1      |
      | Sellsword    | character | 1      |
      | Ranger       | character | 1      |
      | Firebolt     | spell     | 2      |
      | Smite        | spell     | 2      |
      | Venom Cloud  | spell     | 2      |
      | Blessing     | spell     | 2      |
      | Ritual       | spell     | 2      |
      | Undermine    | spell     | 2      |
      | Heavy Plate  | relic     | 2      |
      | Tower Shield | relic     | 2      |
      | Iron Skin    | relic     | 2      |
      | Secret Bribe | tactic    | 2      |
    When the Battle Deck is checked
    Then the Battle Deck is legal

  @LS1-3.1
  Scenario: Forty-one cards are too many
    Given the Battle Deck:
      | card         | type      | copies |
      | Recruit 1    | character | 1      |
      | Recruit 2    | character | 1      |
      | Recruit 3    | character | 1      |
      | Recruit 4    | character | 1      |
      | Recruit 5    | character | 1      |
      | Recruit 6    | character | 1      |
      | Recruit 7    | character | 1      |
      | Recruit 8    | character | 1      |
      | Recruit 9    | character | 1      |
      | Recruit 10   | character | 1      |
      | Recruit 11   | character | 1      |
      | Recruit 12   | character | 1      |
      | Knight       | character | 1      |
      | Archer       | character | 1      |
      | Guard        | character | 1      |
      | Scout        | character | 1      |
      | Ogre         | character | 1      |
      | Wolf         | character | 1      |
      | Sellsword    | character | 1      |
      | Ranger       | character | 1      |
      | Firebolt     | spell     | 2      |
      | Smite        | spell     | 2      |
      | Venom Cloud  | spell     | 2      |
      | Blessing     | spell     | 2      |
      | Ritual       | spell     | 2      |
      | Undermine    | spell     | 2      |
      | Heavy Plate  | relic     | 2      |
      | Tower Shield | relic     | 2      |
      | Iron Skin    | relic     | 2      |
      | Secret Bribe | tactic    | 2      |
      | Longbow      | relic     | 1      |
    When the Battle Deck is checked
    Then the Battle Deck breaks rule LS1-3.1
    And the Battle Deck breaks rule LS1-3.5

  @LS1-3.1 @LS1-7.1
  Scenario: A building card never stands in a Battle Deck
    Given the Battle Deck:
      | card       | type      | copies |
      | Recruit 1  | character | 1      |
      | Recruit 2  | character | 1      |
      | Recruit 3  | character | 1      |
      | Recruit 4  | character | 1      |
      | Recruit 5  | character | 1      |
      | Recruit 6  | character | 1      |
      | Recruit 7  | character | 1      |
      | Recruit 8  | character | 1      |
      | Recruit 9  | character | 1      |
      | Recruit 10 | character | 1      |
      | Recruit 11 | character | 1      |
      | Firebolt   | spell     | 2      |
      | Smite      | spell     | 2      |
      | Blessing   | spell     | 2      |
      | Ambush     | tactic    | 2      |
      | Barracks   | building  | 1      |
    When the Battle Deck is checked
    Then the Battle Deck breaks rule LS1-3.1

  @LS1-3.2
  Scenario: One character and two support cards of a name at most
    Given the Battle Deck:
      | card       | type      | copies |
      | Recruit 1  | character | 2      |
      | Recruit 2  | character | 1      |
      | Recruit 3  | character | 1      |
      | Recruit 4  | character | 1      |
      | Recruit 5  | character | 1      |
      | Recruit 6  | character | 1      |
      | Recruit 7  | character | 1      |
      | Recruit 8  | character | 1      |
      | Recruit 9  | character | 1      |
      | Recruit 10 | character | 1      |
      | Firebolt   | spell     | 3      |
      | Smite      | spell     | 2      |
      | Blessing   | spell     | 2      |
      | Ambush     | tactic    | 2      |
    When the Battle Deck is checked
    Then the Battle Deck breaks rule LS1-3.2
    And the Battle Deck breaks no other rule

  @LS1-3.3 @LS1-C.10
  Scenario: Spells, relics and tactics come from the hero's faction only
    Given the Battle Deck:
      | card         | type      | faction             | copies | mercenary |
      | Recruit 1    | character |                     | 1      |           |
      | Recruit 2    | character |                     | 1      |           |
      | Recruit 3    | character |                     | 1      |           |
      | Recruit 4    | character |                     | 1      |           |
      | Recruit 5    | character |                     | 1      |           |
      | Recruit 6    | character |                     | 1      |           |
      | Recruit 7    | character |                     | 1      |           |
      | Recruit 8    | character |                     | 1      |           |
      | Recruit 9    | character |                     | 1      |           |
      | Recruit 10   | character |                     | 1      |           |
      | Firebolt     | spell     |                     | 2      |           |
      | Smite        | spell     |                     | 2      |           |
      | Heavy Plate  | relic     |                     | 2      |           |
      | Tower Shield | relic     |                     | 2      |           |
      | Venom Cloud  | spell     | Akkari Spider Elves | 2      | yes       |
    When the Battle Deck is checked
    Then the Battle Deck breaks rule LS1-3.3
    And the Battle Deck breaks no other rule

  @LS1-3.3 @LS1-3.4
  Scenario: A mercenary character of another faction may stand in the deck
    Given the Battle Deck:
      | card         | type      | faction             | copies | mercenary |
      | Recruit 1    | character |                     | 1      |           |
      | Recruit 2    | character |                     | 1      |           |
      | Recruit 3    | character |                     | 1      |           |
      | Recruit 4    | character |                     | 1      |           |
      | Recruit 5    | character |                     | 1      |           |
      | Recruit 6    | character |                     | 1      |           |
      | Recruit 7    | character |                     | 1      |           |
      | Recruit 8    | character |                     | 1      |           |
      | Recruit 9    | character |                     | 1      |           |
      | Sellsword    | character | Akkari Spider Elves | 1      | yes       |
      | Firebolt     | spell     |                     | 2      |           |
      | Smite        | spell     |                     | 2      |           |
      | Heavy Plate  | relic     |                     | 2      |           |
      | Tower Shield | relic     |                     | 2      |           |
      | Secret Bribe | tactic    |                     | 2      |           |
    When the Battle Deck is checked
    Then the Battle Deck is legal

  @LS1-3.4
  Scenario: No more mercenaries than characters of the hero's faction
    Given the Battle Deck:
      | card         | type      | faction             | copies | mercenary |
      | Recruit 1    | character |                     | 1      |           |
      | Recruit 2    | character |                     | 1      |           |
      | Recruit 3    | character |                     | 1      |           |
      | Recruit 4    | character |                     | 1      |           |
      | Recruit 5    | character | Akkari Spider Elves | 1      | yes       |
      | Recruit 6    | character | Akkari Spider Elves | 1      | yes       |
      | Recruit 7    | character | Akkari Spider Elves | 1      | yes       |
      | Recruit 8    | character | Akkari Spider Elves | 1      | yes       |
      | Recruit 9    | character | Akkari Spider Elves | 1      | yes       |
      | Recruit 10   | character | Akkari Spider Elves | 1      | yes       |
      | Firebolt     | spell     |                     | 2      |           |
      | Smite        | spell     |                     | 2      |           |
      | Heavy Plate  | relic     |                     | 2      |           |
      | Tower Shield | relic     |                     | 2      |           |
      | Secret Bribe | tactic    |                     | 2      |           |
    When the Battle Deck is checked
    Then the Battle Deck breaks rule LS1-3.4
    And the Battle Deck breaks no other rule

  @LS1-3.5 @LS1-C.11
  Scenario: At least half of the deck are characters
    Given the Battle Deck:
      | card         | type      | copies |
      | Recruit 1    | character | 1      |
      | Recruit 2    | character | 1      |
      | Recruit 3    | character | 1      |
      | Recruit 4    | character | 1      |
      | Recruit 5    | character | 1      |
      | Recruit 6    | character | 1      |
      | Recruit 7    | character | 1      |
      | Recruit 8    | character | 1      |
      | Recruit 9    | character | 1      |
      | Firebolt     | spell     | 2      |
      | Smite        | spell     | 2      |
      | Heavy Plate  | relic     | 2      |
      | Tower Shield | relic     | 2      |
      | Secret Bribe | tactic    | 2      |
      | Blessing     | spell     | 1      |
    When the Battle Deck is checked
    Then the Battle Deck breaks rule LS1-3.5
    And the Battle Deck breaks no other rule

  @LS1-3.6 @LS1-C.11
  Scenario: A card that names another hero stays out of this hero's deck
    Given the Battle Deck:
      | card             | type      | copies | names       |
      | Recruit 1        | character | 1      |             |
      | Recruit 2        | character | 1      |             |
      | Recruit 3        | character | 1      |             |
      | Recruit 4        | character | 1      |             |
      | Recruit 5        | character | 1      |             |
      | Recruit 6        | character | 1      |             |
      | Recruit 7        | character | 1      |             |
      | Recruit 8        | character | 1      |             |
      | Recruit 9        | character | 1      |             |
      | Recruit 10       | character | 1      |             |
      | Firebolt         | spell     | 2      |             |
      | Smite            | spell     | 2      |             |
      | Heavy Plate      | relic     | 2      | Paladin     |
      | Tower Shield     | relic     | 2      |             |
      | Tournament Lance | relic     | 2      | Witch Queen |
    When the Battle Deck is checked
    Then the Battle Deck breaks rule LS1-3.6
    And the Battle Deck breaks no other rule
