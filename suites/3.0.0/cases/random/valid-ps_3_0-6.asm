// case: random/valid/ps_3_0/6 (validate)
// expect: valid
// case: random/assemble/ps_3_0/6 (assemble)
// expect: the tokens of valid-ps_3_0-6.bin
// origin: random seed 1 ps_3_0 #6
ps_3_0
dcl_cube s2
dcl vPos.y
def c23, 2.0, -0.5, 0.125, 2.339345e-10
defb b7, false
dcl_2d s13
def c0, -1.0, 0.25, 4.0, -1.0
def c8, 0.125, -2.0, 0.0, 0.5
defi i5, 3, 2, 2, 0
def c33, -2.0, -1.0, -0.5, 0.5
max_sat oC0, c1_abs.yw, c1_abs.xy
mov_sat oC1, c223_abs.yzw
