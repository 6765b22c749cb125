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
    texldd r24, r13, s8, c0, r19
    mad_sat_pp r18, -r13.zxzw, r13, -c0
    dp3_sat r30, -r19, r13.wwzx
    add r2.y, r18, c8191
    if_le r24.z, c2.x
        dp2add r22.w, r18.zwyz, r19, c2.w
        max_pp r20, r30.wwyx, c2.xxw
        mul r7.xz, c1, c1.zwyx
        frc r19, r19
        dsy r6.yw, -c2.zzwx
        dp4_sat r2, r19, c1
        add r16, -r13.xzzw, c3.zxz
        rep i16
            crs r17.yz, -c1, r19
            sub r30, -r20, -r13
        endrep
    endif
endrep
mov oC0, r19
mov oC1, c0
mov oC2, c2
mov oC3, c8191
mov oDepth, c0.z
