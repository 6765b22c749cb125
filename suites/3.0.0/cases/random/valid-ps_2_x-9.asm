// case: random/valid/ps_2_x/9 (validate)
// expect: valid
// case: random/assemble/ps_2_x/9 (assemble)
// expect: the tokens of valid-ps_2_x-9.bin
// origin: random seed 1 ps_2_x #9
ps_2_x
defb b10, true
dcl t6.zw
dcl t4.xy
defi i12, 3, 3, 2, 0
dcl t3
dcl_2d s15
dcl v1
dcl t7
dcl v0
dcl_cube s11
exp r21, -t7.y
pow r5.yz, t3.z, c3.w
mov r17, -c0.yywx
dp2add_sat r25.z, c3, -r21.zwyw, r5.y
max r16.zw, v0.zzxz, c3
rsq_sat r28.xw, v0.w
dsx r12.zw, r21.yxyx
setp_ge p0.xyz, c0.yxyw, t3.zyzx
dp2add r20, -c3, -v1.zyzx, r12.w
dsy_pp r7, c31
texldd r30, r7, s11, v1, c2
pow r22, -r20.y, t4.y
callnz l4, p0.z
m4x3_pp r0.xyz, r20, c14
mul_pp r18, c31, r7.zzzw
dp3_sat r9.xz, c1.yywy, -t3.yxwy
m3x4_pp r27, r17.xxyz, c1
mul_pp r16, v0, -r20.zwxz
mov oC0, r7
mov oC1, r27
mov oC2, c3
ret
label l4
mov_pp r2.yzw, c3
setp_eq p0.xzw, -r7, -c1
callnz l8, !p0.z
dp3 r4, -r21.wxzw, r7
dsy_sat_pp r23, v0.zzzx
callnz l8, !b6
mov r4, c0.zxwz
lrp_pp r6, r4, -r30.wzy, r20
ret
label l8
ret
