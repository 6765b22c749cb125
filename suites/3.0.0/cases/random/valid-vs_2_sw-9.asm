// case: random/valid/vs_2_sw/9 (validate)
// expect: valid
// case: random/assemble/vs_2_sw/9 (assemble)
// expect: the tokens of valid-vs_2_sw-9.bin
// origin: random seed 1 vs_2_sw #9
vs_2_sw
dcl_tangent2 v1
defi i43, 2, 2, 2, 0
dcl_position v5
sge r17, -v1.yywx, c8191.zzy
lrp r16.xyz, -r17, r17, -c3
expp r29, -c0.z
mov r10, r29.ywwz
lrp r14, v1, c0.z, c0
min r18, c1, -v1.wwyx
sge r15.xy, v5.zzxw, v5
rcp r3.zw, -r17.z
add oPos, r17, v5.ywwz
add oT2, c1.xwxz, v1.ywyx
max oT4.x, -r14.zxzx, r29
mov oT7.xyz, -c2
