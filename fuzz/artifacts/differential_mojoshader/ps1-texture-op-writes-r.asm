ps_1_1
tex r0
