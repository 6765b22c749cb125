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
    dp4 r22.xzw, r15, c2
    frc_pp r13, -r15.wzzy
    log r4, -c8191.x
    dsx r7, -c8191
    abs r24, -r4
    lrp r17, r31, r15, r31
    lrp r10, -r12.wxw, c2, -r31.yxzy
    rsq r20, r24.w
    callnz l48, !b8
    setp_ne p0.z, c8191.xzx, r22.zyzw
    nop
    if !b1
        pow_pp r25, -c2.x, -c2.z
        rsq_pp r18, r31.z
        texldd r30, r7, s0, r10, r7
        cmp r14.x, r30, c0.wyzx, -r7
        m3x3 r14.xyz, -r10, c4096
        lrp r24, c8191, r17, -r15.xxwz
        log r2.yw, c3.y
        exp r0, -r14.z
    else
    endif
endif
mov oC0, r27
mov oDepth, c2.z
ret
label l48
texkill r27
if_ge c8191.z, c8191.y
    lrp_sat r25.xw, -r27.xxy, r15, -c0
    add_sat r20.z, r25.yxxy, -c2.wxwz
    texldd_pp r3, r12, s7, r31, r15
    add r13.z, -c0.yw, r15
    dp2add_sat r3, -r31.zwyx, -c1.zzzy, r25.w
endif
ret
