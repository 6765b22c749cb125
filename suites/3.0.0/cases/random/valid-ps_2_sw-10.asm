// case: random/valid/ps_2_sw/10 (validate)
// expect: valid
// case: random/assemble/ps_2_sw/10 (assemble)
// expect: the tokens of valid-ps_2_sw-10.bin
// origin: random seed 1 ps_2_sw #10
ps_2_sw
dcl_2d s9
def c9, 7.2832045e-26, 0.0, -2.0, -2.0
dcl_2d s15
dcl v1
dcl v0.xzw
defi i61, 3, 2, 2, 0
dcl t4.w
dcl_cube s4
dsx r24, -c1
mad r13, v1, v1, v0.wwzx
if_ne r13.y, r24.y
    rcp r10.x, c2.y
    dp4 r18, r13, r24
    call l1423
    dp4 r25, c3.xzwy, r13.yxwx
    lrp_sat r17, c3, c8191, c8191.yywy
    sincos_pp r2.y, -v1.y, c8190, c8191
endif
if_le r13.w, c3.x
    sub_pp r22, -c1.wwwz, v1
    nrm r26, r13.wyxy
    cmp r12, c8191.yzx, c0, c0
    rep i61
        m4x3 r15.xyz, r26.y, c4384
        m3x4 r3, v1.zwwx, c4108
        nrm r23, -r13
        m3x2 r20.xy, -r12.wywz, c5708
        nrm r11, -c2.xwwz
    endrep
    m4x4 r16, r13, c3947
endif
mov oC0, c8191
mov oC1, c2
ret
label l1423
setp_lt p0.xw, v0.xxwz, -r18.zxwx
texldd_pp r8, r13, s4, c3, r24
dsy r12, r13.ywyx
mul r4, -c1, c3.zxwz
setp_lt p0.yzw, c3, -r18.wxzw
dsy r25, -r18
ret
