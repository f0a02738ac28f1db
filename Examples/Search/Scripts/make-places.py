#!/usr/bin/env python3
"""Writes Examples/Search/Sources/SearchFeature/Resources/places.json: world cities with their
country, continent, approximate population (city proper, rounded, from memory of public figures)
and coordinates (degrees, rounded to 2 decimals). Run from the package root."""
import json, os

CONTINENT = {}
for c in "Algeria Angola Cameroon Congo DR_Congo Côte_d'Ivoire Egypt Ethiopia Ghana Kenya Madagascar Mali Morocco Mozambique Niger Nigeria Rwanda Senegal Somalia South_Africa Sudan Tanzania Tunisia Uganda Zambia Zimbabwe Libya Burkina_Faso Guinea Benin Togo Sierra_Leone Liberia Botswana Namibia Malawi Eritrea Djibouti Gabon Chad Mauritania Mauritius".split():
    CONTINENT[c.replace("_", " ")] = "Africa"
for c in "Afghanistan Bangladesh China India Indonesia Iran Iraq Israel Japan Jordan Kazakhstan Kuwait Lebanon Malaysia Mongolia Myanmar Nepal North_Korea Oman Pakistan Philippines Qatar Saudi_Arabia Singapore South_Korea Sri_Lanka Syria Taiwan Thailand Turkey United_Arab_Emirates Uzbekistan Vietnam Yemen Cambodia Laos Georgia Armenia Azerbaijan Kyrgyzstan Tajikistan Turkmenistan Bhutan Brunei Bahrain".split():
    CONTINENT[c.replace("_", " ")] = "Asia"
for c in "Austria Belarus Belgium Bosnia_and_Herzegovina Bulgaria Croatia Czechia Denmark Estonia Finland France Germany Greece Hungary Iceland Ireland Italy Latvia Lithuania Luxembourg Malta Moldova Netherlands North_Macedonia Norway Poland Portugal Romania Russia Serbia Slovakia Slovenia Spain Sweden Switzerland Ukraine United_Kingdom Albania Montenegro Monaco Cyprus".split():
    CONTINENT[c.replace("_", " ")] = "Europe"
for c in "Canada Cuba Dominican_Republic Guatemala Haiti Honduras Jamaica Mexico Nicaragua Panama Costa_Rica El_Salvador United_States Puerto_Rico Bahamas Trinidad_and_Tobago".split():
    CONTINENT[c.replace("_", " ")] = "North America"
for c in "Argentina Bolivia Brazil Chile Colombia Ecuador Paraguay Peru Uruguay Venezuela Guyana Suriname".split():
    CONTINENT[c.replace("_", " ")] = "South America"
for c in "Australia New_Zealand Papua_New_Guinea Fiji".split():
    CONTINENT[c.replace("_", " ")] = "Oceania"

CITIES = """
Tokyo|Japan|13960000|35.68|139.69
Yokohama|Japan|3770000|35.44|139.64
Osaka|Japan|2750000|34.69|135.50
Nagoya|Japan|2330000|35.18|136.91
Sapporo|Japan|1970000|43.06|141.35
Fukuoka|Japan|1610000|33.59|130.40
Kobe|Japan|1520000|34.69|135.20
Kyoto|Japan|1460000|35.01|135.77
Hiroshima|Japan|1200000|34.39|132.46
Sendai|Japan|1090000|38.27|140.87
Shanghai|China|24870000|31.23|121.47
Beijing|China|21890000|39.90|116.41
Chongqing|China|16380000|29.56|106.55
Tianjin|China|13870000|39.34|117.36
Guangzhou|China|18680000|23.13|113.26
Shenzhen|China|17560000|22.54|114.06
Chengdu|China|16330000|30.57|104.07
Wuhan|China|12330000|30.59|114.31
Hangzhou|China|11940000|30.27|120.16
Xi'an|China|12950000|34.34|108.94
Nanjing|China|9310000|32.06|118.80
Harbin|China|10010000|45.80|126.53
Shenyang|China|9070000|41.81|123.43
Qingdao|China|10070000|36.07|120.38
Kunming|China|8460000|25.04|102.71
Dalian|China|7450000|38.91|121.61
Xiamen|China|5160000|24.48|118.09
Lhasa|China|870000|29.65|91.17
Urumqi|China|4050000|43.83|87.62
Hong Kong|China|7410000|22.32|114.17
Macau|China|680000|22.20|113.54
Taipei|Taiwan|2600000|25.03|121.57
Kaohsiung|Taiwan|2740000|22.63|120.30
Seoul|South Korea|9410000|37.57|126.98
Busan|South Korea|3350000|35.18|129.08
Incheon|South Korea|2950000|37.46|126.71
Daegu|South Korea|2380000|35.87|128.60
Pyongyang|North Korea|2870000|39.04|125.76
Ulaanbaatar|Mongolia|1640000|47.89|106.91
Delhi|India|16790000|28.70|77.10
Mumbai|India|12440000|19.08|72.88
Bangalore|India|8440000|12.97|77.59
Hyderabad|India|6810000|17.39|78.49
Ahmedabad|India|5570000|23.02|72.57
Chennai|India|4650000|13.08|80.27
Kolkata|India|4500000|22.57|88.36
Surat|India|4470000|21.17|72.83
Pune|India|3120000|18.52|73.86
Jaipur|India|3050000|26.91|75.79
Lucknow|India|2820000|26.85|80.95
Kanpur|India|2770000|26.45|80.33
Nagpur|India|2410000|21.15|79.09
Indore|India|1960000|22.72|75.86
Bhopal|India|1800000|23.26|77.41
Patna|India|1680000|25.59|85.14
Varanasi|India|1200000|25.32|82.97
Agra|India|1590000|27.18|78.01
Kochi|India|600000|9.93|76.27
Goa (Panaji)|India|110000|15.50|73.83
Karachi|Pakistan|14910000|24.86|67.01
Lahore|Pakistan|11130000|31.55|74.34
Faisalabad|Pakistan|3200000|31.42|73.08
Islamabad|Pakistan|1010000|33.68|73.05
Peshawar|Pakistan|1970000|34.01|71.58
Dhaka|Bangladesh|10280000|23.81|90.41
Chittagong|Bangladesh|2580000|22.36|91.78
Kathmandu|Nepal|850000|27.72|85.32
Thimphu|Bhutan|115000|27.47|89.64
Colombo|Sri Lanka|750000|6.93|79.86
Kabul|Afghanistan|4600000|34.56|69.21
Tehran|Iran|8690000|35.69|51.39
Mashhad|Iran|3000000|36.30|59.61
Isfahan|Iran|1960000|32.65|51.67
Tabriz|Iran|1560000|38.08|46.29
Shiraz|Iran|1570000|29.59|52.58
Baghdad|Iraq|7140000|33.31|44.36
Basra|Iraq|1330000|30.51|47.78
Erbil|Iraq|880000|36.19|44.01
Riyadh|Saudi Arabia|7680000|24.71|46.68
Jeddah|Saudi Arabia|3750000|21.49|39.19
Mecca|Saudi Arabia|2040000|21.39|39.86
Medina|Saudi Arabia|1490000|24.52|39.57
Dubai|United Arab Emirates|3600000|25.20|55.27
Abu Dhabi|United Arab Emirates|1480000|24.45|54.38
Doha|Qatar|1190000|25.29|51.53
Manama|Bahrain|200000|26.23|50.59
Kuwait City|Kuwait|3000000|29.38|47.99
Muscat|Oman|1560000|23.59|58.41
Sana'a|Yemen|2550000|15.37|44.19
Aden|Yemen|860000|12.79|45.02
Amman|Jordan|4010000|31.95|35.93
Beirut|Lebanon|2400000|33.89|35.50
Damascus|Syria|2080000|33.51|36.28
Aleppo|Syria|2100000|36.20|37.13
Jerusalem|Israel|970000|31.77|35.22
Tel Aviv|Israel|470000|32.09|34.78
Haifa|Israel|290000|32.79|34.99
Istanbul|Turkey|15460000|41.01|28.98
Ankara|Turkey|5660000|39.93|32.86
Izmir|Turkey|4370000|38.42|27.14
Bursa|Turkey|3100000|40.19|29.06
Antalya|Turkey|2600000|36.90|30.71
Tbilisi|Georgia|1200000|41.72|44.79
Yerevan|Armenia|1090000|40.18|44.51
Baku|Azerbaijan|2300000|40.41|49.87
Tashkent|Uzbekistan|2570000|41.30|69.24
Samarkand|Uzbekistan|550000|39.65|66.96
Almaty|Kazakhstan|2000000|43.24|76.95
Astana|Kazakhstan|1350000|51.17|71.45
Bishkek|Kyrgyzstan|1070000|42.87|74.59
Dushanbe|Tajikistan|860000|38.56|68.79
Ashgabat|Turkmenistan|1030000|37.96|58.33
Bangkok|Thailand|10540000|13.76|100.50
Chiang Mai|Thailand|130000|18.79|98.98
Phuket|Thailand|80000|7.88|98.39
Yangon|Myanmar|5160000|16.87|96.20
Mandalay|Myanmar|1230000|21.96|96.08
Naypyidaw|Myanmar|920000|19.76|96.13
Phnom Penh|Cambodia|2130000|11.56|104.92
Siem Reap|Cambodia|250000|13.36|103.86
Vientiane|Laos|950000|17.98|102.63
Hanoi|Vietnam|8050000|21.03|105.85
Ho Chi Minh City|Vietnam|8990000|10.82|106.63
Da Nang|Vietnam|1130000|16.05|108.20
Haiphong|Vietnam|2030000|20.84|106.69
Kuala Lumpur|Malaysia|1980000|3.14|101.69
George Town|Malaysia|800000|5.41|100.33
Johor Bahru|Malaysia|860000|1.49|103.74
Kota Kinabalu|Malaysia|500000|5.98|116.07
Singapore|Singapore|5640000|1.35|103.82
Bandar Seri Begawan|Brunei|100000|4.90|114.94
Jakarta|Indonesia|10560000|-6.21|106.85
Surabaya|Indonesia|2870000|-7.26|112.75
Bandung|Indonesia|2450000|-6.92|107.62
Medan|Indonesia|2440000|3.60|98.67
Semarang|Indonesia|1650000|-6.97|110.42
Makassar|Indonesia|1420000|-5.15|119.43
Denpasar|Indonesia|730000|-8.65|115.22
Yogyakarta|Indonesia|420000|-7.80|110.36
Manila|Philippines|1850000|14.60|120.98
Quezon City|Philippines|2960000|14.68|121.04
Davao City|Philippines|1780000|7.19|125.46
Cebu City|Philippines|960000|10.32|123.89
Sydney|Australia|5310000|-33.87|151.21
Melbourne|Australia|5080000|-37.81|144.96
Brisbane|Australia|2560000|-27.47|153.03
Perth|Australia|2120000|-31.95|115.86
Adelaide|Australia|1370000|-34.93|138.60
Gold Coast|Australia|640000|-28.02|153.40
Canberra|Australia|460000|-35.28|149.13
Hobart|Australia|250000|-42.88|147.33
Darwin|Australia|150000|-12.46|130.84
Cairns|Australia|160000|-16.92|145.77
Alice Springs|Australia|26000|-23.70|133.88
Auckland|New Zealand|1700000|-36.85|174.76
Wellington|New Zealand|215000|-41.29|174.78
Christchurch|New Zealand|390000|-43.53|172.64
Queenstown|New Zealand|16000|-45.03|168.66
Port Moresby|Papua New Guinea|380000|-9.44|147.18
Suva|Fiji|94000|-18.14|178.44
Moscow|Russia|13010000|55.76|37.62
Saint Petersburg|Russia|5380000|59.93|30.34
Novosibirsk|Russia|1630000|55.01|82.93
Yekaterinburg|Russia|1540000|56.84|60.61
Kazan|Russia|1260000|55.79|49.12
Nizhny Novgorod|Russia|1230000|56.30|43.94
Samara|Russia|1160000|53.20|50.15
Omsk|Russia|1120000|54.99|73.37
Rostov-on-Don|Russia|1140000|47.24|39.71
Vladivostok|Russia|600000|43.12|131.89
Irkutsk|Russia|620000|52.29|104.28
Murmansk|Russia|270000|68.97|33.07
Kaliningrad|Russia|490000|54.71|20.51
Sochi|Russia|440000|43.60|39.73
Yakutsk|Russia|320000|62.03|129.73
Kyiv|Ukraine|2950000|50.45|30.52
Kharkiv|Ukraine|1430000|49.99|36.23
Odesa|Ukraine|1010000|46.48|30.72
Lviv|Ukraine|720000|49.84|24.03
Dnipro|Ukraine|970000|48.46|35.05
Minsk|Belarus|2000000|53.90|27.57
Chișinău|Moldova|640000|47.01|28.86
Warsaw|Poland|1860000|52.23|21.01
Kraków|Poland|800000|50.06|19.94
Łódź|Poland|660000|51.76|19.46
Wrocław|Poland|670000|51.11|17.04
Poznań|Poland|540000|52.41|16.93
Gdańsk|Poland|470000|54.35|18.65
Vilnius|Lithuania|590000|54.69|25.28
Riga|Latvia|610000|56.95|24.11
Tallinn|Estonia|450000|59.44|24.75
Helsinki|Finland|670000|60.17|24.94
Tampere|Finland|250000|61.50|23.76
Rovaniemi|Finland|65000|66.50|25.73
Stockholm|Sweden|980000|59.33|18.07
Gothenburg|Sweden|600000|57.71|11.97
Malmö|Sweden|360000|55.60|13.00
Kiruna|Sweden|17000|67.86|20.23
Oslo|Norway|710000|59.91|10.75
Bergen|Norway|290000|60.39|5.32
Tromsø|Norway|78000|69.65|18.96
Copenhagen|Denmark|660000|55.68|12.57
Aarhus|Denmark|290000|56.16|10.20
Reykjavík|Iceland|140000|64.15|-21.94
Berlin|Germany|3760000|52.52|13.40
Hamburg|Germany|1900000|53.55|9.99
Munich|Germany|1510000|48.14|11.58
Cologne|Germany|1080000|50.94|6.96
Frankfurt|Germany|770000|50.11|8.68
Stuttgart|Germany|630000|48.78|9.18
Düsseldorf|Germany|620000|51.23|6.77
Leipzig|Germany|620000|51.34|12.37
Dortmund|Germany|590000|51.51|7.47
Dresden|Germany|560000|51.05|13.74
Hanover|Germany|540000|52.38|9.73
Nuremberg|Germany|520000|49.45|11.08
Bremen|Germany|570000|53.08|8.80
Bonn|Germany|330000|50.74|7.10
Heidelberg|Germany|160000|49.40|8.67
Vienna|Austria|1980000|48.21|16.37
Graz|Austria|300000|47.07|15.44
Salzburg|Austria|155000|47.81|13.06
Innsbruck|Austria|130000|47.27|11.40
Zurich|Switzerland|430000|47.38|8.54
Geneva|Switzerland|200000|46.20|6.14
Basel|Switzerland|175000|47.56|7.59
Bern|Switzerland|135000|46.95|7.45
Lausanne|Switzerland|140000|46.52|6.63
Prague|Czechia|1360000|50.08|14.44
Brno|Czechia|380000|49.20|16.61
Bratislava|Slovakia|480000|48.15|17.11
Budapest|Hungary|1710000|47.50|19.04
Ljubljana|Slovenia|290000|46.06|14.51
Zagreb|Croatia|770000|45.81|15.98
Split|Croatia|160000|43.51|16.44
Dubrovnik|Croatia|42000|42.65|18.09
Sarajevo|Bosnia and Herzegovina|275000|43.86|18.41
Belgrade|Serbia|1200000|44.79|20.45
Novi Sad|Serbia|340000|45.27|19.83
Podgorica|Montenegro|190000|42.44|19.26
Tirana|Albania|420000|41.33|19.82
Skopje|North Macedonia|530000|42.00|21.43
Sofia|Bulgaria|1240000|42.70|23.32
Plovdiv|Bulgaria|340000|42.14|24.75
Varna|Bulgaria|330000|43.21|27.91
Bucharest|Romania|1720000|44.43|26.10
Cluj-Napoca|Romania|290000|46.77|23.60
Iași|Romania|270000|47.16|27.59
Timișoara|Romania|250000|45.75|21.23
Athens|Greece|640000|37.98|23.73
Thessaloniki|Greece|320000|40.64|22.94
Heraklion|Greece|180000|35.34|25.13
Nicosia|Cyprus|330000|35.19|33.38
Valletta|Malta|6000|35.90|14.51
Rome|Italy|2760000|41.90|12.50
Milan|Italy|1370000|45.46|9.19
Naples|Italy|910000|40.85|14.27
Turin|Italy|850000|45.07|7.69
Palermo|Italy|630000|38.12|13.36
Genoa|Italy|560000|44.41|8.93
Bologna|Italy|390000|44.49|11.34
Florence|Italy|360000|43.77|11.26
Venice|Italy|250000|45.44|12.32
Verona|Italy|255000|45.44|10.99
Bari|Italy|315000|41.12|16.87
Catania|Italy|300000|37.50|15.09
Monaco|Monaco|39000|43.74|7.42
Paris|France|2100000|48.86|2.35
Marseille|France|870000|43.30|5.37
Lyon|France|520000|45.76|4.84
Toulouse|France|500000|43.60|1.44
Nice|France|340000|43.71|7.26
Nantes|France|320000|47.22|-1.55
Strasbourg|France|290000|48.57|7.75
Montpellier|France|300000|43.61|3.88
Bordeaux|France|260000|44.84|-0.58
Lille|France|235000|50.63|3.06
Rennes|France|220000|48.11|-1.68
Luxembourg|Luxembourg|130000|49.61|6.13
Brussels|Belgium|1220000|50.85|4.35
Antwerp|Belgium|530000|51.22|4.40
Ghent|Belgium|265000|51.05|3.72
Bruges|Belgium|118000|51.21|3.22
Liège|Belgium|195000|50.63|5.57
Amsterdam|Netherlands|920000|52.37|4.90
Rotterdam|Netherlands|660000|51.92|4.48
The Hague|Netherlands|560000|52.08|4.30
Utrecht|Netherlands|370000|52.09|5.12
Eindhoven|Netherlands|240000|51.44|5.48
Groningen|Netherlands|235000|53.22|6.57
London|United Kingdom|8980000|51.51|-0.13
Birmingham|United Kingdom|1150000|52.49|-1.89
Manchester|United Kingdom|550000|53.48|-2.24
Glasgow|United Kingdom|630000|55.86|-4.25
Edinburgh|United Kingdom|530000|55.95|-3.19
Liverpool|United Kingdom|500000|53.41|-2.98
Leeds|United Kingdom|800000|53.80|-1.55
Sheffield|United Kingdom|580000|53.38|-1.47
Bristol|United Kingdom|470000|51.45|-2.59
Cardiff|United Kingdom|360000|51.48|-3.18
Belfast|United Kingdom|345000|54.60|-5.93
Newcastle upon Tyne|United Kingdom|300000|54.98|-1.62
Cambridge|United Kingdom|145000|52.21|0.12
Oxford|United Kingdom|160000|51.75|-1.26
Aberdeen|United Kingdom|200000|57.15|-2.09
Dublin|Ireland|590000|53.35|-6.26
Cork|Ireland|220000|51.90|-8.47
Galway|Ireland|85000|53.27|-9.05
Madrid|Spain|3300000|40.42|-3.70
Barcelona|Spain|1640000|41.39|2.17
Valencia|Spain|800000|39.47|-0.38
Seville|Spain|690000|37.39|-5.98
Zaragoza|Spain|680000|41.65|-0.89
Málaga|Spain|580000|36.72|-4.42
Bilbao|Spain|350000|43.26|-2.93
Palma|Spain|420000|39.57|2.65
Granada|Spain|230000|37.18|-3.60
Las Palmas|Spain|380000|28.12|-15.43
Lisbon|Portugal|545000|38.72|-9.14
Porto|Portugal|230000|41.15|-8.61
Funchal|Portugal|105000|32.65|-16.91
Cairo|Egypt|10100000|30.04|31.24
Alexandria|Egypt|5200000|31.20|29.92
Giza|Egypt|4400000|30.01|31.21
Luxor|Egypt|500000|25.69|32.64
Aswan|Egypt|290000|24.09|32.90
Tripoli|Libya|1160000|32.89|13.19
Benghazi|Libya|650000|32.12|20.09
Tunis|Tunisia|640000|36.81|10.18
Algiers|Algeria|2990000|36.75|3.06
Oran|Algeria|850000|35.70|-0.63
Casablanca|Morocco|3360000|33.57|-7.59
Rabat|Morocco|580000|34.02|-6.83
Marrakesh|Morocco|930000|31.63|-8.01
Fez|Morocco|1150000|34.03|-5.00
Tangier|Morocco|950000|35.76|-5.83
Nouakchott|Mauritania|1200000|18.08|-15.98
Dakar|Senegal|1150000|14.72|-17.47
Bamako|Mali|2710000|12.64|-8.00
Timbuktu|Mali|33000|16.77|-3.01
Ouagadougou|Burkina Faso|2450000|12.37|-1.52
Niamey|Niger|1330000|13.51|2.11
Conakry|Guinea|1660000|9.64|-13.58
Freetown|Sierra Leone|1060000|8.48|-13.23
Monrovia|Liberia|1020000|6.30|-10.80
Abidjan|Côte d'Ivoire|4700000|5.36|-4.01
Accra|Ghana|2290000|5.60|-0.19
Kumasi|Ghana|3350000|6.69|-1.62
Lomé|Togo|840000|6.13|1.22
Cotonou|Benin|680000|6.37|2.39
Lagos|Nigeria|15390000|6.52|3.38
Kano|Nigeria|4100000|12.00|8.52
Ibadan|Nigeria|3650000|7.38|3.95
Abuja|Nigeria|1240000|9.08|7.40
Port Harcourt|Nigeria|1870000|4.82|7.05
Douala|Cameroon|3660000|4.05|9.77
Yaoundé|Cameroon|4100000|3.85|11.50
Libreville|Gabon|700000|0.42|9.47
N'Djamena|Chad|1530000|12.13|15.06
Khartoum|Sudan|5270000|15.50|32.56
Addis Ababa|Ethiopia|3380000|9.03|38.74
Asmara|Eritrea|900000|15.32|38.93
Djibouti|Djibouti|600000|11.59|43.15
Mogadishu|Somalia|2390000|2.05|45.32
Nairobi|Kenya|4400000|-1.29|36.82
Mombasa|Kenya|1210000|-4.04|39.67
Kampala|Uganda|1650000|0.35|32.58
Kigali|Rwanda|1130000|-1.94|30.06
Dar es Salaam|Tanzania|4360000|-6.79|39.21
Dodoma|Tanzania|410000|-6.16|35.75
Zanzibar City|Tanzania|220000|-6.17|39.20
Kinshasa|DR Congo|14970000|-4.44|15.27
Lubumbashi|DR Congo|2580000|-11.66|27.48
Brazzaville|Congo|1840000|-4.26|15.24
Luanda|Angola|2570000|-8.84|13.23
Lusaka|Zambia|2470000|-15.39|28.32
Harare|Zimbabwe|1540000|-17.83|31.05
Lilongwe|Malawi|990000|-13.96|33.79
Maputo|Mozambique|1100000|-25.97|32.57
Antananarivo|Madagascar|1280000|-18.88|47.51
Port Louis|Mauritius|150000|-20.16|57.50
Gaborone|Botswana|250000|-24.63|25.92
Windhoek|Namibia|430000|-22.56|17.07
Johannesburg|South Africa|5640000|-26.20|28.05
Cape Town|South Africa|4620000|-33.92|18.42
Durban|South Africa|3720000|-29.86|31.02
Pretoria|South Africa|2470000|-25.75|28.19
Port Elizabeth|South Africa|1150000|-33.96|25.60
New York City|United States|8340000|40.71|-74.01
Los Angeles|United States|3820000|34.05|-118.24
Chicago|United States|2670000|41.88|-87.63
Houston|United States|2300000|29.76|-95.37
Phoenix|United States|1650000|33.45|-112.07
Philadelphia|United States|1570000|39.95|-75.17
San Antonio|United States|1470000|29.42|-98.49
San Diego|United States|1380000|32.72|-117.16
Dallas|United States|1300000|32.78|-96.80
San Jose|United States|970000|37.34|-121.89
Austin|United States|960000|30.27|-97.74
Jacksonville|United States|970000|30.33|-81.66
San Francisco|United States|810000|37.77|-122.42
Columbus|United States|910000|39.96|-83.00
Seattle|United States|750000|47.61|-122.33
Denver|United States|710000|39.74|-104.99
Washington|United States|680000|38.91|-77.04
Boston|United States|650000|42.36|-71.06
Nashville|United States|680000|36.16|-86.78
Detroit|United States|620000|42.33|-83.05
Portland|United States|630000|45.52|-122.68
Las Vegas|United States|660000|36.17|-115.14
Memphis|United States|620000|35.15|-90.05
Baltimore|United States|570000|39.29|-76.61
Milwaukee|United States|570000|43.04|-87.91
Albuquerque|United States|560000|35.08|-106.65
Atlanta|United States|500000|33.75|-84.39
Kansas City|United States|510000|39.10|-94.58
Miami|United States|440000|25.76|-80.19
Minneapolis|United States|425000|44.98|-93.27
New Orleans|United States|370000|29.95|-90.07
Salt Lake City|United States|200000|40.76|-111.89
Pittsburgh|United States|300000|40.44|-80.00
St. Louis|United States|290000|38.63|-90.20
Honolulu|United States|350000|21.31|-157.86
Anchorage|United States|290000|61.22|-149.90
Fairbanks|United States|32000|64.84|-147.72
Santa Fe|United States|88000|35.69|-105.94
Savannah|United States|148000|32.08|-81.09
Charleston|United States|150000|32.78|-79.93
San Juan|Puerto Rico|340000|18.47|-66.11
Toronto|Canada|2790000|43.65|-79.38
Montreal|Canada|1760000|45.50|-73.57
Calgary|Canada|1310000|51.05|-114.07
Ottawa|Canada|1020000|45.42|-75.70
Edmonton|Canada|1010000|53.55|-113.49
Winnipeg|Canada|750000|49.90|-97.14
Vancouver|Canada|660000|49.28|-123.12
Quebec City|Canada|550000|46.81|-71.21
Halifax|Canada|440000|44.65|-63.58
Victoria|Canada|92000|48.43|-123.37
St. John's|Canada|110000|47.56|-52.71
Whitehorse|Canada|28000|60.72|-135.06
Yellowknife|Canada|20000|62.45|-114.37
Iqaluit|Canada|7700|63.75|-68.52
Mexico City|Mexico|9210000|19.43|-99.13
Guadalajara|Mexico|1390000|20.66|-103.35
Monterrey|Mexico|1140000|25.69|-100.32
Puebla|Mexico|1690000|19.04|-98.21
Tijuana|Mexico|1920000|32.51|-117.04
León|Mexico|1720000|21.12|-101.68
Cancún|Mexico|890000|21.16|-86.85
Mérida|Mexico|920000|20.97|-89.62
Oaxaca|Mexico|270000|17.07|-96.73
Guatemala City|Guatemala|1220000|14.63|-90.51
San Salvador|El Salvador|240000|13.69|-89.22
Tegucigalpa|Honduras|1270000|14.07|-87.19
Managua|Nicaragua|1060000|12.11|-86.24
San José|Costa Rica|350000|9.93|-84.08
Panama City|Panama|880000|8.98|-79.52
Havana|Cuba|2140000|23.11|-82.37
Santiago de Cuba|Cuba|510000|20.02|-75.82
Kingston|Jamaica|670000|17.97|-76.79
Port-au-Prince|Haiti|990000|18.59|-72.31
Santo Domingo|Dominican Republic|1030000|18.49|-69.93
Nassau|Bahamas|280000|25.05|-77.35
Port of Spain|Trinidad and Tobago|37000|10.66|-61.51
Bogotá|Colombia|7410000|4.71|-74.07
Medellín|Colombia|2530000|6.24|-75.58
Cali|Colombia|2230000|3.45|-76.53
Cartagena|Colombia|1030000|10.39|-75.48
Barranquilla|Colombia|1210000|10.96|-74.80
Caracas|Venezuela|2080000|10.48|-66.90
Maracaibo|Venezuela|1550000|10.64|-71.61
Georgetown|Guyana|120000|6.80|-58.16
Paramaribo|Suriname|240000|5.85|-55.20
Quito|Ecuador|2010000|-0.18|-78.47
Guayaquil|Ecuador|2700000|-2.17|-79.92
Lima|Peru|9750000|-12.05|-77.04
Arequipa|Peru|1010000|-16.41|-71.54
Cusco|Peru|430000|-13.53|-71.97
La Paz|Bolivia|760000|-16.50|-68.15
Santa Cruz de la Sierra|Bolivia|1450000|-17.78|-63.18
Sucre|Bolivia|300000|-19.03|-65.26
Asunción|Paraguay|520000|-25.26|-57.58
Santiago|Chile|6260000|-33.45|-70.67
Valparaíso|Chile|300000|-33.05|-71.62
Punta Arenas|Chile|130000|-53.16|-70.91
Buenos Aires|Argentina|3080000|-34.60|-58.38
Córdoba|Argentina|1430000|-31.42|-64.18
Rosario|Argentina|1280000|-32.94|-60.64
Mendoza|Argentina|115000|-32.89|-68.83
Ushuaia|Argentina|80000|-54.80|-68.30
Montevideo|Uruguay|1320000|-34.90|-56.16
São Paulo|Brazil|12330000|-23.55|-46.63
Rio de Janeiro|Brazil|6750000|-22.91|-43.17
Brasília|Brazil|3060000|-15.79|-47.88
Salvador|Brazil|2890000|-12.97|-38.50
Fortaleza|Brazil|2690000|-3.73|-38.53
Belo Horizonte|Brazil|2520000|-19.92|-43.94
Manaus|Brazil|2220000|-3.12|-60.02
Curitiba|Brazil|1950000|-25.43|-49.27
Recife|Brazil|1650000|-8.05|-34.88
Porto Alegre|Brazil|1490000|-30.03|-51.23
Belém|Brazil|1500000|-1.46|-48.49
Florianópolis|Brazil|510000|-27.60|-48.55
"""

def main():
    places = []
    for number, line in enumerate(l for l in CITIES.strip().splitlines() if l.strip()):
        name, country, population, lat, lon = line.split("|")
        places.append({
            "id": number + 1,
            "name": name,
            "country": country,
            "continent": CONTINENT[country],
            "population": int(population),
            "latitude": float(lat),
            "longitude": float(lon),
        })
    names = [(p["name"], p["country"]) for p in places]
    assert len(names) == len(set(names)), "duplicate place"
    out = "Examples/Search/Sources/SearchFeature/Resources/places.json"
    os.makedirs(os.path.dirname(out), exist_ok=True)
    with open(out, "w", encoding="utf-8") as f:
        json.dump(places, f, ensure_ascii=False, indent=1)
        f.write("\n")
    print(f"wrote {len(places)} places to {out}")

main()
