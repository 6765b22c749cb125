// case: random/valid/vs_3_0/10 (validate)
// expect: valid
// case: random/assemble/vs_3_0/10 (assemble)
// expect: the tokens of valid-vs_3_0-10.bin
// origin: random seed 1 vs_3_0 #10
vs_3_0
defi i1, 1, 4, 1, 0
dcl_blendweight2 v5
dcl_position v13
dcl_cube s3
defi i5, 2, 1, 2, 0
dcl_tangent8 o1.xyz
dcl_position o3
dcl_normal12 o1.w
m4x4_sat r18, v13, c146
mov o3, c3_abs.zxwy
mov_sat o1.w, v13
