// case: random/valid/vs_2_0/11 (validate)
// expect: valid
// case: random/assemble/vs_2_0/11 (assemble)
// expect: the tokens of valid-vs_2_0-11.bin
// origin: random seed 1 vs_2_0 #11
vs_2_0
defi i15, 2, 2, 2, 0
defb b9, true
def c10, 2.0, -1.0898427e-18, 4.196153e-8, -0.5
def c16, 1.0, -0.5, -4.458221e22, -0.5
dcl_position v6
def c35, 0.0, -1.1529803e33, -1.0, 0.5
lit r4, -v6
rep i15
    crs r1.y, c1, -v6
    min r2, -c2, c3
    crs r6.xyz, -c255, -r2
    logp r7, -c255.w
    if b1
        rsq r9.xzw, c2.y
        sge r2, -r7.zxyw, -v6
        sub r11.x, c1, r6.yxyz
        if !b8
            expp r11, -c255.w
            nrm r0.xyz, c2.wwzw
            m3x3 r3.xyz, r11, c152
            logp r9, c3.w
        endif
        slt r8, c255.zzwx, r2
        min r4.xyz, c0.yywz, r4.zxwz
        mova a0.x, -c3
        abs r1.yzw, -c3
        logp r8.xy, r7.w
        log r3.xyz, -r8.x
        dp3 r8, c3.zxwx, c8[a0.x].wxxy
        sub r6.yzw, r7.yyxw, v6.zwz
    endif
endrep
mad oPos, -c1, c1.yyyz, v6.wwyz
min oD0, -c3, -r4.xzwy
mul oD1.yzw, -c1.wzx, c2
add oT4, r4, v6.zwzw
mul oT5.x, r4.yzx, v6
add oT7.x, -c3, c3
