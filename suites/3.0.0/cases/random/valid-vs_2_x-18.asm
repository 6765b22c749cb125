// case: random/valid/vs_2_x/18 (validate)
// expect: valid
// case: random/assemble/vs_2_x/18 (assemble)
// expect: the tokens of valid-vs_2_x-18.bin
// origin: random seed 1 vs_2_x #18
vs_2_x
def c39, 2.0, 1.06336224e37, 4.0, -0.5
def c45, 0.25, 0.0, -2.0, -0.0025835675
defi i1, 3, 0, 1, 0
dcl_position v6
def c13, 0.5, -2.0, 2.0, 0.25
defi i9, 3, 1, 2, 0
def c21, 0.0, 4.0, -0.5, -66185978000.0
expp r15, c3.y
pow r0.xyz, c0.x, -r15.y
lit r15, c3
lit r4, c3
setp_eq p0.yw, -c255.yxw, -r15
if b1
    dp4 r25, r15, -r15.xwzy
    sub r5, r4.zwzx, c3.xwy
    crs r3.xz, r5, -c0
    rcp r23.yzw, -r4.y
    nrm r7, -c0.yx
    setp_ge p0.xyz, -r4.wy, r15.zwx
    pow r30, v6.w, r25.w
    mad r5.x, c3, -r25.zyz, r7.ywxz
    sub r11.yw, c2.yxxy, r5
    add r0, r23.wwwy, r15
    crs r8.y, r0, c1
    frc r28, r25
    if_gt c1.w, -r7.x
        sub r27.xy, c2, -r0.zyxw
        m4x4 r27, r30.yx, c60
        m4x3 r30.xyz, -r7, c214
        log r3, r7.z
        dp4 r17, r30.zxzw, -c2
        dp3 r16, -c2.wyyz, r17
        logp r2, r5.z
        abs r13, r17
        sub r26, v6, -v6
    endif
endif
min oPos, -v6.wwyx, r4
mad oD0.w, r4.yyxy, -c2, r4
min oD1.xyz, r15, r4.ywz
mad oT3.x, c3.xwzx, -r0.zwzx, -r15
mul oT4, c1, -r15.xzxz
mov oT7, c255
mov oFog, r15.w
