// case: random/valid/vs_2_sw/5 (validate)
// expect: valid
// case: random/assemble/vs_2_sw/5 (assemble)
// expect: the tokens of valid-vs_2_sw-5.bin
// origin: random seed 1 vs_2_sw #5
vs_2_sw
dcl_tangent2 v6
defb b54, true
dcl_texcoord10 v11
defi i58, 1, 1, 2, 0
dcl_position v12
def c49, 1.0, 34238886000.0, 0.25, 4.0
mul r25, c1, c2.yxyx
m4x3 r3.xyz, -v6.wwyw, c3751
m3x4 r5, -v12.zzzx, c1060
m4x3 r22.xyz, v11.yywz, c6265
dp4 r6.xyz, v12.zzy, -c2.xwyx
dp4 r11.xw, v11.yyzw, c3
slt r19, -c8191.ywx, c0.zwyz
m4x4 r9, r19, c1328
mul r0, -v12.wwz, -r19.ywwz
loop aL, i58
endloop
setp_eq p0.w, c0.ywyw, v11
log r20, r19.z
slt r26, c1.yzzx, r5
loop aL, i58
    break_eq c0[aL].y, -r5.y
    if !b6
        mov r15, c2
        if !b12
            rsq r30, r0.x
            frc r30, r20
            dp4 r27.xw, c8191, v11.wywz
            nop
            dp3 r1, r9.zyzw, r9
        endif
        crs r19.x, r25, r22
        log r29.xz, c2.z
        if_ge -r29.z, v12.y
            if !p0.w
                crs r3.z, c0, r6
                lit r12, -c0[aL].zyz
                breakp !p0.w
                m3x4 r31, r5.zzwy, c7428
            endif
        endif
    endif
endloop
mul oPos, c1.zzyx, r20
add oD0.yzw, r25, v11.wwy
mov oD1.yzw, v6
mul oT4, r5, -r26
mov oPts, c2.x
