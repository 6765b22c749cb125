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
sincos r23.y, -c2_abs.y
m3x2 r18.xy, v8.zxz, c21_abs
mov_pp oC0.w, c2_abs
min oC1, c1_abs.xxyx, c3_abs.yyw
mov_pp oC2.w, -v5_abs
