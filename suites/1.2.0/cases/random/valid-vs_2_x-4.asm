// case: random/valid/vs_2_x/4 (validate)
// expect: valid
// case: random/assemble/vs_2_x/4 (assemble)
// expect: the tokens of valid-vs_2_x-4.bin
// origin: random seed 1 vs_2_x #4
vs_2_x
defi i12, 2, 0, 1, 0
dcl_position v1
m4x3 r14.xyz, v1.zwwy, c85
mov r24.xw, c3
if_lt c2.z, c0.z
    dp3 r10, -c3, c3.zzxy
    if b12
        dp4 r19, c3, v1.zyzw
        setp_lt p0.yw, r10, v1.wwy
        nrm r1, c0.yxy
        rcp r11, v1.y
        crs r4.yz, r1, v1
        rep i12
            m3x4 r10, -r19.xzwy, c106
            abs r2.xz, -c1
            logp r2.xyz, r19.z
            logp r31, -r11.y
            logp r23.z, -r4.z
            m4x3 r22.xyz, -r19, c213
            mov r6.xw, -c3.zywy
            sub r9, c0.zyzy, -c255.zwxw
            log r3.yw, -c2.y
            log r20, r9.y
            m3x3 r27.xyz, -r14.zx, c18
            log r10, c3.y
            mul r29.xzw, -c0, c1
            crs r14.yz, -r22, -r31
            logp r26.xz, r22.z
            sub r26, -r11, c0
            break
            nrm r18, c3.zwzy
            break_eq c0.z, -c1.z
            mad r16, -r20, c2.yzwy, -r9
            if_eq r31.y, r6.x
                if_gt r20.y, c0.x
                    break_lt r19.w, r10.x
                    loop aL, i12
                        rcp r6, r16.y
                    endloop
                endif
            endif
        endrep
    endif
endif
max oPos, c3, c255
add oD1.xz, c1.wxxw, -r14
mad oT2, c1.zwzy, c255.zw, -v1.yyxz
