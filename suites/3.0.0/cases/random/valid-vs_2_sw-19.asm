// case: random/valid/vs_2_sw/19 (validate)
// expect: valid
// case: random/assemble/vs_2_sw/19 (assemble)
// expect: the tokens of valid-vs_2_sw-19.bin
// origin: random seed 1 vs_2_sw #19
vs_2_sw
defb b36, true
dcl_position v13
defi i46, 1, 3, 2, 0
def c42, -1.0, 4.0, 2.0, -0.0035834408
dcl_fog4 v14
def c2, 0.125, -2.0, -1.0, 17508472.0
defi i40, 2, 2, 2, 0
dcl_color4 v6
def c56, 2.0, 0.0, -1.0, 1.0
if b10
    sub r23, c0, v13
    rep i40
        m3x3 r27.xyz, -r23, c6771
        dp3 r25.xy, -v13, -r27.xxy
        nrm r18, -v13
        mova a0.x, c0.zzwy
        rep i46
            if_eq c0.z, -c0[a0.x].y
                mad r8.z, -c3, -c1.yxxw, r18.ywzw
                rcp r29.xzw, r18.y
                sub r28.xzw, -v13, -c8[a0.x]
                crs r29.yz, c1, r23
                log r11, -c3.x
                sub r6.xzw, c1, r28
                exp r10.xy, v6.x
                slt r9.z, -c1, -c8191
                if b8
                endif
                sincos r11.y, -r29.y, c8190, c8191
                m3x4 r8, -v14, c8149
                m3x4 r25, -v14.zyz, c6018
                m4x4 r26, r18.yywx, c5698
            endif
        endrep
    endrep
endif
min oPos, v13.zxyw, -v13.zwxy
add oD1.yzw, v13, v6
mov oT3.xy, v13
max oT5, c8191, c1.zwzy
