@classic
Feature: Setting up
  A roll-off decides who plays first. The heroes stand touching their own edges; each
  player draws four cards and may put back up to four, once.

  Background:
    Given the heroes:
      | hero        | player |
      | Paladin     | south  |
      | Witch Queen | north  |
    And the south player's Battle Deck holds from the top: Recruit 1, Recruit 2, Recruit 3, Recruit 4, Recruit 5, Recruit 6
    And the north player's Battle Deck holds from the top: Recruit 7, Recruit 8, Recruit 9, Recruit 10, Recruit 11, Recruit 12

  @LS1-5.1 @LS1-C.6 @LS1-1.1
  Scenario: The higher roll plays first; a tie rolls again
    Given the dice will roll 3, 3, 2, 5
    When a game starts with the decks as stacked
    Then the north player plays first
    And it is the north player's heroes phase

  @LS1-5.2 @LS1-C.37
  Scenario: The first player places the hero touching their own edge, then the second
    Given the dice will roll 5, 2
    When a game starts with the decks as stacked
    And the south player places the hero at 30,2
    Then the action is refused under rule LS1-5.2
    When the south player places the hero at 30,1.5
    And the north player places the hero at 30,58.5
    Then Paladin stands at 30,1.5
    And Witch Queen stands at 30,58.5
    And it is the south player's mulligan phase

  @LS1-5.3 @LS1-5.5 @LS1-C.29
  Scenario: Four cards each, no buildings and 0 Prosperity to start
    Given the dice will roll 5, 2
    When a game starts with the decks as stacked
    And the south player places the hero at 30,1.5
    And the north player places the hero at 30,58.5
    Then the south player's hand holds: Recruit 1, Recruit 2, Recruit 3, Recruit 4
    And the north player's hand holds: Recruit 7, Recruit 8, Recruit 9, Recruit 10
    And the south player has 0 Prosperity
    And the south player's City holds: -

  @LS1-5.4 @LS1-C.29
  Scenario: A mulligan puts cards back, shuffles, and draws as many again
    Given the dice will roll 5, 2
    When a game starts with the decks as stacked
    And the south player places the hero at 30,1.5
    And the north player places the hero at 30,58.5
    And the dice will pick Recruit 6
    And the dice will pick Recruit 1
    And the dice will pick Recruit 5
    And the south player puts back Recruit 1, Recruit 2
    Then the south player's hand holds: Recruit 3, Recruit 4, Recruit 6, Recruit 1
    And the south player's Battle Deck holds from the top: Recruit 5, Recruit 2
    When the north player keeps the hand
    Then it is the south player's construction phase
    And the south player has 1 Prosperity
    And the south player's hand holds: Recruit 3, Recruit 4, Recruit 6, Recruit 1, Recruit 5

  @LS1-5.4
  Scenario: A mulligan puts back only cards of the hand
    Given the dice will roll 5, 2
    When a game starts with the decks as stacked
    And the south player places the hero at 30,1.5
    And the north player places the hero at 30,58.5
    And the south player puts back Recruit 5
    Then the action is refused under rule LS1-5.4

  @LS1-5.4
  Scenario: A mulligan may put back all four cards
    Given the dice will roll 5, 2
    When a game starts with the decks as stacked
    And the south player places the hero at 30,1.5
    And the north player places the hero at 30,58.5
    And the dice will pick Recruit 5
    And the dice will pick Recruit 6
    And the dice will pick Recruit 1
    And the dice will pick Recruit 2
    And the dice will pick Recruit 3
    And the south player puts back Recruit 1, Recruit 2, Recruit 3, Recruit 4
    Then the south player's hand holds: Recruit 5, Recruit 6, Recruit 1, Recruit 2
    And the south player's Battle Deck holds from the top: Recruit 3, Recruit 4
