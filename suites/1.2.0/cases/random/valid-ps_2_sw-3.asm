// case: random/valid/ps_2_sw/3 (validate)
// expect: valid
// case: random/assemble/ps_2_sw/3 (assemble)
// expect: the tokens of valid-ps_2_sw-3.bin
// origin: random seed 1 ps_2_sw #3
ps_2_sw
dcl t5
dcl t2
dcl v1.zw
defi i33, 1, 0, 1, 0
defi i0, 3, 0, 2, 0
dcl t4
dcl_2d s2
defb b52, false
dcl_2d s10
dcl v0
dcl_2d s1
if_eq -c2.y, v0.y
    rcp_sat r19.x, -c0.y
    nop
    m3x3 r3.xyz, -t2.yxz, c7102
    exp_sat r1, t4.y
    rep i0
        mov r11.xy, c3.zwxy
        m4x4 r24, t5.yzxw, c5501
        abs r7, v0
        mad_pp r23, -r1, r11.xyx, -r7.wyz
        dp2add r5, t2, c8191.zxy, t4.y
        max r29, c1.xzw, -c2.xxyw
        m3x2 r22.xy, t2.wwyz, c5590
        m3x4 r26, r29, c6597
        call l1748
    endrep
endif
mov oC0, v0
mov oC1, c8191
mov oC2, c8191
ret
label l1748
sub r19, r24.zywx, -t4
rep i0
    m4x4 r28, -r29.z, c5035
    mov r24, r1
endrep
ret
