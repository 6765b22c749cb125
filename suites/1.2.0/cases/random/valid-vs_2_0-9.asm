// case: random/valid/vs_2_0/9 (validate)
// expect: valid
// case: random/assemble/vs_2_0/9 (assemble)
// expect: the tokens of valid-vs_2_0-9.bin
// origin: random seed 1 vs_2_0 #9
vs_2_0
dcl_fog3 v10
dcl_position v15
defb b3, true
dcl_blendweight8 v9
defi i0, 2, 0, 2, 0
sub r4, -c1, c0
exp r7.xyz, c3.w
sub r4.xz, c3, -v10.zxyz
m3x3 r2.xyz, r4.yyzy, c31
dp3 r3, -v10, c0.zwwz
add r0, c2, r4
mov r7.xyw, -r4
sge r9, c1, c255
sge r4.z, -c0, r9
rsq r3, r9.y
logp r8, r9.x
mad r10, v9, r8.ywyw, c1
m4x4 r9, r0, c142
mov r1, c0
exp r7, r0.z
logp r2, r7.x
dp4 r2, r1.wwwx, -r7
pow r6, v9.x, r3.z
rsq r4, -r0.x
mova a0.x, r9.zzxw
lrp r2.yzw, -r0, v9, r6.wyyw
min r3, c255, -c4[a0.x]
mad oPos, r8, -c0.xyxw, r2
add oD1.xy, c8[a0.x], c2.zyz
mad oT4.xy, -r4.zwwx, c0, c0[a0.x]
mov oFog, -c0.x
