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
dp3 r13.xyw, c2_abs.zxyz, v13.zywz
mov_sat o3, v5
mad o1.w, v13.wwzx, v13.yw, c2.yxw
