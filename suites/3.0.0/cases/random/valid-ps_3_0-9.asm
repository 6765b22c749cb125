// case: random/valid/ps_3_0/9 (validate)
// expect: valid
// case: random/assemble/ps_3_0/9 (assemble)
// expect: the tokens of valid-ps_3_0-9.bin
// origin: random seed 1 ps_3_0 #9
ps_3_0
dcl_blendweight12_centroid v8.xyz
dcl vFace
dcl_tangent5 v5.w
defi i5, 3, 2, 1, 0
dcl_volume s8
defi i6, 4, 2, 1, 0
dcl_volume s5
dcl_color14 v2.xz
nrm r23, c0_abs
mad r1, c3_abs.wxyw, -c3_abs, r23
min oC0.w, c0_abs.xxyx, v5.yyw
mov_pp oC1, -r1_abs
mul_pp oC2.w, c2_abs, r23
