// case: random/valid/ps_3_0/15 (validate)
// expect: valid
// case: random/assemble/ps_3_0/15 (assemble)
// expect: the tokens of valid-ps_3_0-15.bin
// origin: random seed 1 ps_3_0 #15
ps_3_0
dcl vFace
def c45, 2.9489587e-16, 2.5626686e-28, 0.125, 0.125
defb b4, false
dcl_fog6 v9
defb b7, true
dcl_texcoord4 v2
dcl_fog7 v4.zw
dcl_2d s6
dcl vPos.xy
defi i12, 2, 3, 2, 0
mov_pp oC0, c1.wyyx
mov oC1, c223.zxyz
mov oDepth, c1.w
