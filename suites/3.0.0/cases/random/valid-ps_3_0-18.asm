// case: random/valid/ps_3_0/18 (validate)
// expect: valid
// case: random/assemble/ps_3_0/18 (assemble)
// expect: the tokens of valid-ps_3_0-18.bin
// origin: random seed 1 ps_3_0 #18
ps_3_0
dcl_blendweight1 v4
dcl_blendindices4 v0.xyz
dcl_2d s10
defb b15, true
defi i0, 3, 4, 2, 0
dcl_tangent3 v9.w
dcl_cube s14
def c26, 2.0, -3.5637557e-9, 0.25, 7.3871147e27
dcl_blendweight12 v6
sincos r26.x, v0.z
min_pp oC0, c223.yxxw, v6_abs
