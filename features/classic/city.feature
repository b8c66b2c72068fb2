@classic
Feature: The City
  Buildings are built in the construction phase with Prosperity, at most twelve, and a
  destroyed unique building never comes back. Cards tap the buildings they need.

  @LS1-7.1 @LS1-6.4 @LS1-7.2
  Scenario: A main building is built for its cost
    Given it is the south player's construction phase
    And the south player brings the building cards: City Hall
    And the buildings:
      | building  | cost |
      | City Hall | 2    |
    And the south player has 3 Prosperity
    When the south player builds City Hall
    Then the south player's City holds: City Hall
    And the south player has 1 Prosperity
    And it is the south player's activation phase

  @LS1-7.2
  Scenario: A building is built with exactly its cost in Prosperity
    Given it is the south player's construction phase
    And the south player brings the building cards: City Hall
    And the buildings:
      | building  | cost |
      | City Hall | 2    |
    And the south player has 2 Prosperity
    When the south player builds City Hall
    Then the south player's City holds: City Hall
    And the south player has 0 Prosperity

  @LS1-7.2 @LS1-7.6
  Scenario: A building costs the Prosperity it asks
    Given it is the south player's construction phase
    And the south player brings the building cards: City Hall
    And the buildings:
      | building  | cost |
      | City Hall | 2    |
    And the south player has 1 Prosperity
    When the south player builds City Hall
    Then the action is refused under rule LS1-7.2

  @LS1-6.4
  Scenario: Building nothing brings 2 Prosperity
    Given it is the south player's construction phase
    And the south player has 1 Prosperity
    When the south player builds nothing
    Then the south player has 3 Prosperity
    And it is the south player's activation phase

  @LS1-6.4
  Scenario: Only one building a construction phase
    Given it is the south player's construction phase
    And the south player brings the building cards: Barracks, Tavern
    And the south player has 3 Prosperity
    When the south player builds Barracks
    And the south player builds Tavern
    Then the action is refused under rule LS1-6.4

  @LS1-7.2 @LS1-7.5 @LS1-C.36
  Scenario: A building built this turn is used at once
    Given it is the south player's construction phase
    And the south player brings the building cards: Barracks
    And the characters:
      | character | cost | needs    |
      | Knight    | 1    | Barracks |
    And the south player's hand holds: Knight
    And the south player has 2 Prosperity
    When the south player builds Barracks
    And the south player summons Knight at 20,1.5
    Then Knight stands at 20,1.5
    And the south player's Barracks is tapped

  @LS1-7.3
  Scenario: A City holds at most twelve buildings
    Given it is the south player's construction phase
    And the south player's City holds: Barracks, Tavern, School of Magic, Shooting Range, Library, Smithy, Arena, Temple, City Hall, Barracks, Tavern, Smithy
    And the south player brings the building cards: Arena
    And the south player has 5 Prosperity
    When the south player builds Arena
    Then the action is refused under rule LS1-7.3

  @LS1-7.3
  Scenario: A City of eleven buildings takes a twelfth
    Given it is the south player's construction phase
    And the south player's City holds: Barracks, Tavern, School of Magic, Shooting Range, Library, Smithy, Arena, Temple, City Hall, Barracks, Tavern
    And the south player brings the building cards: Smithy
    And the south player has 5 Prosperity
    When the south player builds Smithy
    Then the south player's City holds: Barracks, Tavern, School of Magic, Shooting Range, Library, Smithy, Arena, Temple, City Hall, Barracks, Tavern, Smithy

  @LS1-7.4 @LS1-C.25
  Scenario: A main type may stand twice, a unique building only once
    Given it is the south player's construction phase
    And the buildings:
      | building     | cost |
      | Fairy Garden | 1    |
    And the south player's City holds: Barracks, Fairy Garden
    And the south player brings the building cards: Barracks, Fairy Garden
    And the south player has 5 Prosperity
    When the south player builds Fairy Garden
    Then the action is refused under rule LS1-7.4
    When the south player builds Barracks
    Then the south player's City holds: Barracks, Barracks, Fairy Garden

  @LS1-7.4 @LS1-C.25
  Scenario: A destroyed unique building can never be built again
    Given it is the north player's activation phase
    And the buildings:
      | building     | cost |
      | Fairy Garden | 1    |
    And the spells:
      | spell     | effect           |
      | Undermine | destroy building |
    And the south player's City holds: Barracks, Fairy Garden
    And the south player brings the building cards: Fairy Garden
    And the north player's hand holds: Undermine
    When the north player casts Undermine on the enemy's Fairy Garden
    Then the south player's City holds: Barracks
    When the north player ends the turn
    And the south player builds Fairy Garden
    Then the action is refused under rule LS1-7.4

  @LS1-7.5 @LS1-C.25
  Scenario: Each building symbol taps a different building
    Given the characters:
      | character | cost | needs    |
      | Knight    | 0    | any, any |
    And the south player's City holds: Barracks, Tavern
    And the south player's hand holds: Knight, Knight
    When the south player summons Knight at 20,1.5
    Then the south player's Barracks is tapped
    And the south player's Tavern is tapped
