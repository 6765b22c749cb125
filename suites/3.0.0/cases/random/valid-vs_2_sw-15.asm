// case: random/valid/vs_2_sw/15 (validate)
// expect: valid
// case: random/assemble/vs_2_sw/15 (assemble)
// expect: the tokens of valid-vs_2_sw-15.bin
// origin: random seed 1 vs_2_sw #15
vs_2_sw
def c41, -0.5, 0.5, -0.5, 3.197384e-28
dcl_position v3
defi i0, 4, 4, 2, 0
defi i27, 2, 3, 1, 0
pow r16, c2.y, v3.y
add r24, r16, c1
m3x3 r15.xyz, r16, c2130
call l1736
expp r31.xzw, -r15.z
rep i0
    break_ne r24.y, c1.y
    frc r20, c1.wz
    lrp r12, c2, -v3.xxyx, r20.yzyw
    mul r7, c3, c3
    dp3 r23, r24.ywyw, r24.xyzx
    pow r21, -c1.x, r15.x
    lit r8, -r21
    expp r17.xzw, c3.w
    if_lt -r20.y, r20.w
        break_le r20.x, -c8191.y
        sgn r5.z, -r31, r7, r8
        lrp r13.xw, c3.xzy, r17, r12
        loop aL, i0
            max r20, c0[aL].zzx, -r31.xzxw
            dp3 r10, v3, r21
            rcp r23, c3.w
            sub r25, r24, r10
            sincos r16.xy, -r23.z, c8190, c8191
            pow r11, r10.x, r10.w
            logp r2, c2.w
            logp r17.yw, -r16.y
            if b3
            endif
            exp r21, r20.w
            m3x2 r4.xy, r17.zxwz, c7378
        endloop
    endif
endrep
mov oPos, r15.zx
min oD0.z, -c3.xzxy, r24.wxy
mul oD1.z, -r31.wwwx, c2.wxzy
mov oT4.xyz, -r24.yzy
mov oFog, r24.w
ret
label l1736
mul r26, -c3.wzzw, v3
ret
