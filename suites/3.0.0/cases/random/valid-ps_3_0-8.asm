// case: random/valid/ps_3_0/8 (validate)
// expect: valid
// case: random/assemble/ps_3_0/8 (assemble)
// expect: the tokens of valid-ps_3_0-8.bin
// origin: random seed 1 ps_3_0 #8
ps_3_0
dcl_2d s6
defb b14, false
dcl_color12 v2
dcl_fog6 v7
defi i9, 3, 1, 2, 0
defb b12, false
dcl_volume s10
dcl_cube s4
defi i5, 1, 3, 2, 0
rsq r29, v7.w
mad oC0.xyz, c3, v2, -v2.yyxw
