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
texldd r14, r9, s7, r21, c1
log_sat_pp r22, -c3.y
dsy_sat_pp r4, -t2
max r4, c8191.yw, r26
m4x4 r29, r4, c5855
nrm r11.xyz, c2
exp r12, r11.z
dp4 r9, -r9, -r9
dp2add r0, -r9, r11, t4.w
pow r24, c0.x, -r22.z
frc_pp r7, -r11.yyz
m3x4 r17, r12, c6080
lrp r16, -r4, c3.wyw, -c1.wyzw
pow_pp r1, r17.y, -t1.y
rep i35
    m3x2 r1.xy, -r24.wyzx, c3538
    dp2add r5, r4, -r16, -c8191.x
    nop
    nrm_sat r14.xyz, r7.wxxz
    call l53
    callnz l53, b7
    call l53
    crs_pp r25.yz, c0, -r11
    add_sat r25.yw, -t4, -c2
    break_gt r4.y, -r14.w
endrep
mov oC0, r12
mov oC1, r7
mov oC2, r26
mov oC3, r14
ret
label l53
call l327
rsq_pp r3, r29.z
call l327
exp_sat r31, r14.w
ret
label l327
dp4 r22.xyz, r5, -c3
mul_sat r30.xzw, r5, r0.zzy
min_sat_pp r12, r5, r4
cmp_sat r17, -r1, -c0.xxyw, -c0
ret
