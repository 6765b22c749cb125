// case: random/valid/ps_2_sw/4 (validate)
// expect: valid
// case: random/assemble/ps_2_sw/4 (assemble)
// expect: the tokens of valid-ps_2_sw-4.bin
// origin: random seed 1 ps_2_sw #4
ps_2_sw
dcl_2d s0
dcl_volume s7
defi i8, 4, 1, 2, 0
defi i40, 4, 4, 1, 0
def c4, 1.0, -0.5, 11.004308, 1.13633275e29
abs r27, c8191.xzx
nrm_sat_pp r15, -c8191.xxy
rsq_sat r12, c2.x
pow_sat r31, -c3.z, -r27.x
call l48
nop
dsy_pp r8, c3
if_lt r12.x, r27.z
endif
texldb r12, r15, s0
dp3 r26, c2, c2
m4x3_pp r10.xyz, r15.xyx, c3239
nrm r9, -r27.yzzy
rsq r24, -r8.y
add r17, c3, r26
abs r24, -c3.zywx
setp_eq p0.yz, r31.ywyz, -r31.yxzy
mad r8, -r31, r9.xzwy, c3
add_sat r0, r9.zwy, c3
abs_sat_pp r31.xz, -r10.zwxy
dp4_pp r18, r15.xwzy, -r8
dsx_sat_pp r20.xyz, r26.xzxy
cmp_pp r20, c2, c3.zxw, -c0
dp3 r28, r9.zyx, r12
m3x4 r6, -r26.zxwy, c5352
add_sat_pp r16.xyw, r6, -r20
dp2add r23, -r31.zyxw, r12.xxzw, r6.w
mul_sat r25.xw, -r8.xxy, c0
m4x3 r13.xyz, r9, c8109
mov oC0, r0
mov oDepth, r13.y
ret
label l48
texldb_pp r31, r31, s7
dp4 r14.xy, -c2, -c0
pow r0, r27.z, r14.y
mul r30, -c3.zzzy, c0
frc r10.xyz, -r0
max r12, c8191.yzzw, -c0.wxzw
exp_sat r7, r0.y
ret
