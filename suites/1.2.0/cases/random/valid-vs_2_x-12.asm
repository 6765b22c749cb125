// case: random/valid/vs_2_x/12 (validate)
// expect: valid
// case: random/assemble/vs_2_x/12 (assemble)
// expect: the tokens of valid-vs_2_x-12.bin
// origin: random seed 1 vs_2_x #12
vs_2_x
def c37, 0.0, 2.0, 0.5, 6.7985813e-18
defi i9, 4, 4, 2, 0
dcl_position v5
def c34, 2.0, 0.0, -0.5, 0.125
defi i10, 1, 0, 2, 0
def c35, -125551450000000.0, 3.8486998e-18, 1.0, 2.0
def c41, 0.125, -1.3771432e-17, 1.0, 0.125
m4x4 r2, v5, c116
pow r28.x, -c1.x, c2.z
rsq r27, -c3.x
lrp r11.x, r28, -r27, r2
lrp r0.xy, v5.wxwz, r2.yyzy, -c0
nop
loop aL, i9
    m4x4 r13, r27.yywx, c179
    setp_lt p0.xyz, -c1, c4[aL]
    nrm r23, -c0[aL]
    mov r23.z, v5.zwz
    exp r11, -v5.y
    if p0.z
        call l11
        m3x2 r14.xy, -r27, c155
        call l11
        break
        loop aL, i10
            setp_lt p0.z, c3.xywx, c255.zyyx
            add r15, r23, -c0.xzxw
            sgn r8.x, -c2, r2, r11
            breakp p0.x
            sgn r22.w, r13, r15, r23
            mova a0.x, c3.xzyz
        endloop
        loop aL, i10
            min r19, -c1.xzy, r23.zyxw
            crs r16.xyz, c8[aL], c3
            call l11
        endloop
    endif
endloop
mad oPos, c3.zzyw, -c3.wwxy, r2.wxw
min oD0.yzw, c255, -c2.ywyz
max oD1.y, -c255, -c255.zxxy
max oT3.x, -c2.wzyz, r2
ret
label l11
mova a0, r2
m3x2 r15.xy, r23.xwyw, c82
sub r19, c3, c8[a0.y].yxxz
ret
