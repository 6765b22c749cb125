// case: random/valid/ps_2_sw/16 (validate)
// expect: valid
// case: random/assemble/ps_2_sw/16 (assemble)
// expect: the tokens of valid-ps_2_sw-16.bin
// origin: random seed 1 ps_2_sw #16
ps_2_sw
dcl t5.xzw
dcl t3
dcl t4
dcl_cube s8
dcl_2d s3
dcl_2d s7
defi i6, 4, 2, 2, 0
defb b9, false
dcl v0
dcl v1
texld r1, t4, s8
m4x4 r16, t5.z, c6089
m3x3_sat r30.xyz, r1, c4901
rcp_sat_pp r16.zw, c8191.x
m3x3 r27.xyz, -t4, c6286
lrp r5, r1.zxz, c3.zy, -t3
mul r9.xzw, c2, v0.yywz
m3x2_sat r27.xy, r9.xxwz, c4716
call l1753
mov r18.xzw, v0.zxz
lrp r23, t3.wwxw, r16, -r5.yw
texkill r1
mad r19.yz, -r5.xyxw, t3, -v0.yyyz
abs_sat r31.x, -r1.ywxy
rsq_sat r8, -r1.y
sincos r25.xy, v0.z, c8190, c8191
texld r2, r23, s3
m4x3_pp r7.xyz, -v1, c3505
pow_sat_pp r14, r25.x, -c3.w
m4x3_pp r22.xyz, r16, c3233
call l1753
m3x4_sat r29, -r1.xywy, c7364
dsy r8, r1.wwxy
dsx r19.yw, r8.ywx
frc r2, t3.zxyz
abs_pp r2.xz, -r2
dp3_pp r21.x, r1, r29.zzx
sincos r25.x, -r7.z, c8190, c8191
texldp r25, r16, s3
mul_sat_pp r12, c1, -r19.ywyz
pow r24, r8.w, -r19.y
dsx r26.yzw, r8
texldb r5, r24, s7
texkill r27
mov oC0, c0
mov oC1, t3
ret
label l1753
rep i6
    mad r8, r1, r16, -c8191.zwxz
    crs r13.xy, r8, c1
    m3x3_sat r30.xyz, t3, c431
    crs r29.xy, r1, -v1
endrep
mov r7, c2.wyx
ret
