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
exp r27, -c255.y
abs r19, c2.xyx
rep i0
    if !b14
        expp r22, c3.y
        call l13
        mul r30.x, c0, c1
        nrm r6, v9
    else
        setp_le p0.xyw, c0, -r27.zxwy
        log r16, -c2.y
        rcp r1, c255.x
        m3x2 r8.xy, r19, c179
        callnz l13, p0.x
        callnz l5, !p0.x
        sge r0, r16, r19.yxzx
        dp4 r10.xzw, v9.yxwx, -c3.zxwy
        rsq r18, r27.y
        crs r18.x, -c2, c1
        loop aL, i0
            rsq r27.xyz, c0[aL].z
            frc r18, c0.yyyz
            breakp !p0.x
            dp3 r12.xw, r16, v11
            sge r13, r18.zzw, v11.zywy
            crs r5.xyz, r16, r18
            frc r12, v13.xyzy
            m3x3 r22.xyz, r1.xyyz, c127
            call l5
            pow r24, r16.x, -v9.y
            frc r9.xyz, c3
            break_ge r16.w, -c4[aL].z
            setp_gt p0.yz, v9.xyyx, -r0
            m4x4 r6, -v13.wxyw, c170
            setp_eq p0.xyw, r6, -c1.zwyx
            setp_eq p0.w, r19, -r8.wxyx
            add r1.zw, -r18, -r27
            mad r8.yz, r1.xyx, c8[aL], -c0[aL].ywwx
        endloop
    endif
endrep
min oPos, -v11.wzzw, c2
mul oD0.yz, -c3.wzwz, v11
mul oD1.yz, v9, -c2.yxz
mad oT0, v9, c255.zxxw, c0
mov oT3.x, r27.wzwz
min oT7.xyz, c3.xyzy, c255
mov oPts, v11.y
ret
label l13
dst r25, -c1.wwyx, -c255
mov r5, v13
expp r9, r27.w
loop aL, i0
    break_ne c255.w, -v11.w
endloop
ret
label l5
max r19.z, v13.zywz, -c3.zxwz
lrp r25, -v11.wwwz, -c3.wxzx, c3
m3x2 r4.xy, r25, c36
logp r22, -r19.w
callnz l11, b2
sgn r9.y, r25.yyxw, r1, r16
sgn r29.w, -v13, r19, r22
nop
ret
label l11
lrp r17, c255, r25.zx, -r25.wzy
m3x2 r12.xy, r1, c235
add r27, -c0, -c2.wxzy
dst r13.xz, v13, r27.yyzy
nop
frc r8, r22.zyzx
logp r21, r25.x
ret
