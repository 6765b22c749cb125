// case: random/valid/vs_2_sw/14 (validate)
// expect: valid
// case: random/assemble/vs_2_sw/14 (assemble)
// expect: the tokens of valid-vs_2_sw-14.bin
// origin: random seed 1 vs_2_sw #14
vs_2_sw
dcl_fog9 v12
def c5, -3863866400000000.0, 2.0, -1.5644935e-38, 2.0
defi i62, 4, 2, 2, 0
dcl_color11 v13
dcl_position v11
mul r14, c8191, v12.zyx
if_eq -c2.x, c2.y
    pow r28, v13.x, r14.y
    if_le v13.x, r14.z
        m3x4 r0, r28, c2179
        logp r8.y, -r0.x
        m3x4 r20, r28.ywzx, c3361
        expp r2, -c3.x
        mova a0.x, r20
        min r20, r28.wxwz, c0
        m3x2 r6.xy, -v13, c24
    else
        mov r14, -v13
        add r11, r14.wzxw, -v11.zwyz
        crs r20.xy, c2, c2
        mov r22, v11
        sincos r3.xy, -r28.z, c8190, c8191
        pow r1.zw, r28.z, v11.w
        m4x3 r15.xyz, r22, c4463
    endif
endif
mul oPos, v11, v13.yxw
add oD0.xyw, -c3.xzxz, c1.xwxw
mov oFog, v11.y
