// case: random/valid/vs_2_x/9 (validate)
// expect: valid
// case: random/assemble/vs_2_x/9 (assemble)
// expect: the tokens of valid-vs_2_x-9.bin
// origin: random seed 1 vs_2_x #9
vs_2_x
dcl_position v3
defi i9, 1, 2, 2, 0
def c37, 0.0, -1.0, -1.0, 1.4105815e-30
if_lt -c2.w, c2.w
    lit r16, c0
    mov r23, -c3
    pow r24, -c2.y, -c2.w
    rsq r5, r24.y
    log r24, c1.y
    slt r18, r16, v3
    add r30, c2.wxy, r16.wwyw
    m4x3 r15.xyz, r5.zyzy, c162
    if_le c0.x, r30.y
        mad r25, -r24.xzwz, c1.wyx, -r16
        dp4 r21.xyw, -c255, -c255.zzwx
        slt r28, r23.ywzw, r30.wxyx
        expp r1.yzw, -r18.z
        if_le r16.w, r5.z
            if_ge r16.z, -c2.z
                exp r12, c2.w
                call l6
                sge r24, v3, -r5
                m3x4 r12, -r18, c252
                min r24, r25.yyx, -r30.yzwx
                pow r29, -r24.y, c0.y
                m3x2 r10.xy, r25.zyyx, c39
                expp r11, c1.w
                add r21.yz, -c2.xwzy, -r12.xxzy
                if b5
                    dst r5, r5.yxzw, r18.yzw
                    sgn r19, r12.yxzx, r5, r11
                    exp r3, -r16.x
                    mova a0.xz, r25
                    log r23, c0.z
                    nop
                    rcp r9.x, c255.x
                    dp3 r21, -r12.xxxy, r28
                endif
            endif
        endif
    endif
endif
min oPos, -c3.zyyw, c3.xwyz
min oD0.xw, c0, v3
mov oD1.y, v3.zwxy
max oT6.x, -v3, c1
ret
label l6
if_eq c2.y, -v3.x
    call l3
    callnz l15, !b7
endif
ret
label l3
dst r10, c0, r16
max r6, v3.zyw, r23
setp_le p0.w, r16.xyzx, -r30
ret
label l15
min r4, r12, -c2
mad r27, r12.wzzw, -r28, -c3
if b7
endif
ret
