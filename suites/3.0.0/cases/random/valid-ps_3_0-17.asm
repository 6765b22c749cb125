// case: random/valid/ps_3_0/17 (validate)
// expect: valid
// case: random/assemble/ps_3_0/17 (assemble)
// expect: the tokens of valid-ps_3_0-17.bin
// origin: random seed 1 ps_3_0 #17
ps_3_0
def c27, 19.070477, 0.25, 4.0, -1.0
dcl_blendindices6 v7
def c7, -2.0, 0.125, 1.0, 0.0007460883
dcl_normal2 v2.yz
defb b13, false
def c46, -1.0, 330174040000.0, 0.125, -2.0
dcl_2d s13
defi i7, 4, 1, 1, 0
defb b11, true
dcl_2d s8
dcl_blendweight12 v5.xw
def c6, 0.5, -2.0, 0.5, -0.5
dcl_2d s10
min oC0.yz, v7.wzwx, c223
