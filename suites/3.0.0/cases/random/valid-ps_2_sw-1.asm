// case: random/valid/ps_2_sw/1 (validate)
// expect: valid
// case: random/assemble/ps_2_sw/1 (assemble)
// expect: the tokens of valid-ps_2_sw-1.bin
// origin: random seed 1 ps_2_sw #1
ps_2_sw
defi i13, 2, 0, 1, 0
dcl t7
dcl t6.xy
dcl_2d s8
dcl v0.y
defi i39, 1, 0, 2, 0
dcl t1.xyw
dcl t4
texldp r30, t7, s8
m4x4_sat r20, t7, c7442
rcp_pp r18.xz, -r20.z
pow r3, v0.y, -r20.x
log_sat r7.w, r20.z
m4x3 r27.xyz, r30, c7995
callnz l1312, b6
texld r19, t4, s8
nrm r13, -c0.wwy
frc_pp r29.xz, -r30.xw
setp_ge p0.yz, -c1.yw, -t7.zyyz
cmp_pp r5.y, c1.wwyw, t4.yzzy, -c1.yzwx
dsy r19, r20.zxwx
m4x3 r19.xyz, r30, c4805
dp3_pp r10, c1, -c3.zzxz
min r17, c3, r30.xwzy
m3x3_pp r9.xyz, -t4.xwxw, c3234
texldd_pp r16, r17, s8, r30, r10
sincos r9.xy, r17.z, c8190, c8191
dp3 r0, -c2.zyz, c3
add r21, c8191.wzwx, r13.xzxw
mul_pp r1.xz, r19.zywz, -r3
texldp r19, t7, s8
dp2add r13.xzw, c1, c3, t1.x
pow_pp r6.z, t7.w, -c1.y
add_sat r29, r16, -r20.zwwx
add r12, r30.zxz, -r17
mov r27.yzw, -t4
nop
mov_sat_pp r9, r30
frc_pp r17, r27.xxxy
texldb r24, r10, s8
m3x2 r23.xy, r0.xwzy, c4303
frc r12.x, t1.xzzy
sincos r19.x, -r23.y, c8190, c8191
if_ge r18.z, -r21.y
    m4x3 r18.xyz, -r19, c5771
endif
mov oC0, c3
mov oC1, c3
mov oC2, r30
ret
label l1312
m3x4_pp r22, r20.zzyz, c3337
if_lt r30.x, -r3.w
    texld_pp r2, t4, s8
    add r17.zw, -r18.wwz, -t7
    mov r14.y, c3
    callnz l266, b11
    frc r26.z, r22
    texldd r30, r3, s8, r20, c1
endif
ret
label l266
exp_pp r11, -r30.w
rcp_sat r2, r22.w
texldd r25, r20, s8, c8191, r2
rcp_sat r19, t1.y
add r19.xzw, r30.xyz, -r11
ret
