// case: random/valid/ps_2_sw/2 (validate)
// expect: valid
// case: random/assemble/ps_2_sw/2 (assemble)
// expect: the tokens of valid-ps_2_sw-2.bin
// origin: random seed 1 ps_2_sw #2
ps_2_sw
dcl t1.yw
defb b46, false
dcl t2
def c55, -4.2825602e-23, 0.5, 0.125, 0.125
dcl_2d s7
defi i60, 3, 4, 2, 0
dcl t4
dcl t7
def c8, 2.0, -1.0, 2.0, 4.0
defi i35, 1, 0, 1, 0
mov r9, c1.wyxy
min r18.yzw, -c0.zy, -t4
frc r26, -c1.xxzx
texkill t2
texld r21, t2, s7
frc_pp r9, t2
texkill t7
log_pp r10.w, c8191.z
min r13, r26.zxxw, -r26.yzyw
nop
if b13
endif
texldd r14, r9, s7, t2.xxzx, r21
log r29, -c3.z
dp4_sat r20.zw, c1, r14
dsx r31, c3.ywyw
m3x2 r22.xy, r9.zwwx, c1237
setp_ge p0.xw, r14, c8191.zxwz
texldp r7, r9, s7
texldd_pp r31, t7, s7, r26, c8191
max r0, -c0, c1
log_sat r25.zw, -c1.y
(p0.x) max_pp r11.y, -t2.yyz, r26.yxyw
dp2add r4, c0.xzxz, r7, r31.w
m3x3 r21.xyz, -r9, c263
dsy r25, -r4
texkill r25
m3x2 r1.xy, -r0.wyzx, c3538
dp2add r5, r13, -c2, -r4.x
nop
nrm_sat r14.xyz, r21.wxxz
callnz l53, b3
m3x3 r29.xyz, -r4.xwzw, c4070
nrm r27.xyz, -c2.yzyw
add_sat r13, r26.xzyw, -r7
texld r5, r0, s7
mov r16.xyw, -c0
mov oC0, t7
mov oC1, r13
mov oC2, t2
mov oC3, r31
ret
label l53
setp_ne p0.w, r14.xzy, r4.wyzx
dp4 r22.xyz, r31, -r29
call l2029
texld r4, r29, s7
dp2add_sat r26, r21, r31.wyyw, -c3.w
texkill t4
max_sat r17, -c2, -r7.xxyw
ret
label l2029
mul_pp r22.x, t7.ywxw, r1
max r21.yzw, -r9, r31
mul_sat_pp r12, r29, c3
callnz l1280, !b0
texldb r4, r29, s7
pow_sat_pp r5, r14.x, t7.y
ret
label l1280
dp4 r1, c2, r21
mul_sat r28, c3, r12
ret
