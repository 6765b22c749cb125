// case: random/valid/vs_2_x/0 (validate)
// expect: valid
// case: random/assemble/vs_2_x/0 (assemble)
// expect: the tokens of valid-vs_2_x-0.bin
// origin: random seed 1 vs_2_x #0
vs_2_x
dcl_fog15 v9
dcl_blendweight4 v6
dcl_position v11
def c16, -1026323260.0, 2.6378509e-34, 0.25, -2.0
defi i0, 1, 1, 1, 0
dcl_binormal7 v13
def c30, -2.1409055e-9, -1.0, 2.0, -0.5
crs r27.yz, v13, v13
if b8
    sub r7, -v13.wwwz, c1
    dst r1, c255.z, -r7
    lrp r22, v9, c3.wwxw, -c3.xxxy
    sincos r23.x, -r22.x, c254, c255
    mul r25.xw, c2.xxw, r22
    sincos r19.x, v9.z, c254, c255
    dp4 r12, v6, -r22
    rep i0
        rsq r20.xyz, -c1.w
        m3x3 r15.xyz, v13.yxzx, c199
        logp r28.y, r27.y
        mova a0.yzw, v11.xwwx
        add r11, -v9, c255
        m4x3 r5.xyz, -v9, c187
        m3x3 r2.xyz, r15, c178
        abs r22, -c4[a0.w]
        break
        frc r12.xw, r11
        logp r7.xz, r12.z
        m3x3 r2.xyz, v13, c114
        dp4 r1, c0[a0.z], -c0[a0.w]
        if b12
            dp3 r28, -c4[a0.z], r22.yyxw
            add r7, r11, -r22.wywx
            rep i0
                call l1
                break
                sincos r11.xy, r5.x, c254, c255
                frc r2.xw, -r25.wwxw
                abs r20, -c8[a0.w]
            endrep
            m4x4 r2, r11.zyxw, c180
            log r10, -c4[a0.z].w
            min r30, c4[a0.z], v6.wyx
            max r19, c4[a0.z].zzxz, -r7
            add r20, -r10, c0[a0.w]
        endif
    endrep
endif
max oPos, v6.xyx, v6
mov oD0.yz, -c0
min oD1.yz, -v6.wzzw, r27
mul oT0, -c1.wzwz, v11
mul oT3.x, c3, -v13.yxz
mad oT7.xyz, v13, c0.zxxw, v13
mov oPts, c1.z
ret
label l1
sgn r0.w, v6.xxw, r1, r7
setp_gt p0.yzw, c0[a0.y], -v11.yzyw
m3x2 r25.xy, -v6.yxwx, c195
nrm r27, c255
m4x3 r0.xyz, r12, c127
if !p0.y
endif
ret
