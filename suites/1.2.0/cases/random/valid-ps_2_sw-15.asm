// case: random/valid/ps_2_sw/15 (validate)
// expect: valid
// case: random/assemble/ps_2_sw/15 (assemble)
// expect: the tokens of valid-ps_2_sw-15.bin
// origin: random seed 1 ps_2_sw #15
ps_2_sw
defi i42, 2, 0, 1, 0
defi i16, 1, 3, 2, 0
def c25, -8.2353675e32, 3.1381495e29, 0.125, -2.0
dcl_cube s8
dcl t1.xy
dcl_cube s0
def c10, -2.0, 2.0, 64547950000.0, 4.0
dcl t7.yz
lrp r28.w, c8191, -c8191.yyzw, -c2
lrp r19, c8191.yyyx, c1, c3
exp_sat r27.xy, -t7.z
dp2add_sat r5.z, c3.zxw, -c8191.zwwy, c3.x
rep i16
    add r13, c1.xzyz, r19
    mul r19.yzw, c8191, c0.wywy
    texldd r24, r13, s8, r13.xwy, c8191
    abs r14, c2
    mad r28.xz, r14.yzzy, r13.xzwy, -c0
    frc r2, -c8191
    rsq r21.x, r13.x
    dp3 r7, -r24, r14.xxy
    call l1378
    texldd_pp r12, r14, s0, r14, t1.y
    texldp_pp r28, r13, s0
    m3x3 r4.xyz, r28, c6515
    break_ne -t7.y, c3.w
    lrp_pp r13, r14.wwzy, r7.xzyx, r19
    texldb r20, r12, s0
    m4x4 r18, r14.wwwy, c2082
    crs_pp r25.y, -r7, -r28
endrep
mov oC0, r19
mov oC1, c8191
mov oC2, c8191
mov oC3, c0
mov oDepth, c3.x
ret
label l1378
texldp r24, r2, s0
cmp r4, -r19.wwyx, c3.yywz, c0.wzzy
mul_pp r16, r13.z, c3
texld r12, r7, s0
abs r27, c8191.zyxw
ret
