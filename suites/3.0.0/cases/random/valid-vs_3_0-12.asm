// case: random/valid/vs_3_0/12 (validate)
// expect: valid
// case: random/assemble/vs_3_0/12 (assemble)
// expect: the tokens of valid-vs_3_0-12.bin
// origin: random seed 1 vs_3_0 #12
vs_3_0
dcl_position o3
dcl_2d s3
dcl_2d s2
dcl_position v12
defi i14, 1, 2, 1, 0
dcl_tangent8 v5
expp r20, -c1.z
log r20, -v12.z
max r6.w, c2, c2_abs
sincos r21.y, v12_abs.y
pow r12.yz, -r6_abs.w, v5.z
call l1447
lrp r9, c1_abs.wwwy, r20, -v12
exp r7, v12.y
if b11
    add r5, -c255, r20
    rcp r14.y, r7.x
endif
mad o3, c3.wx, c3.zzwz, -v12_abs.xxw
ret
label l1447
lit r4, c3
m3x2 r23.xy, r20, c162
slt r17, -v5, r4_abs.zw
m3x3 r3.xyz, v5.xyz, c109
dst_sat r23, r4.xywz, r17
slt r20, c1_abs.wzwy, r3.xzxy
ret
